#!/usr/bin/python3
"""Draws the plots of `parks analyze --out DIR`.

Usage: scripts/plot.py DIR

Every report.json under DIR lists, per section, its tables and the plots to draw from them
(analysis/experiment.h, struct Plot). Each plot becomes DIR/.../plots/NAME.png next to its
report.json, which report.md links to. Kinds:
  bars       y (an estimate, with its 95% interval as an error bar) per label x, grouped by `group`
  histogram  y per value x, one step line per `group`
  lines      y (an estimate, with its interval as a band) against x, one line per `group`
  heatmap    `value` at (x = column, y = row) of a rows x cols grid, one panel per `group`
Matplotlib comes from Debian's python3-matplotlib (scripts/setup installs it).
"""
import json
import math
import pathlib
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402  (after the backend is chosen)


class Table:
    """A table of report.json: columns by name, cells as value and interval."""

    def __init__(self, data):
        self.name = data["name"]
        self.columns = {c["name"]: i for i, c in enumerate(data["columns"])}
        self.formats = {c["name"]: c["format"] for c in data["columns"]}
        self.rows = data["rows"]

    def column(self, name):
        if name not in self.columns:
            raise ValueError(f"table {self.name} has no column '{name}'")
        i = self.columns[name]
        return [row[i] for row in self.rows]

    def values(self, name):
        return [value_of(cell) for cell in self.column(name)]

    def percent(self, name):
        return self.formats.get(name) == "percent"


def value_of(cell):
    if isinstance(cell, dict):
        return cell["value"]
    return math.nan if cell is None else cell


def interval_of(cell):
    """(low, high); an unbounded side (null in the JSON, from one observation) collapses to the value."""
    if isinstance(cell, dict):
        v = cell["value"]
        return (v if cell["low"] is None else cell["low"]), (v if cell["high"] is None else cell["high"])
    v = value_of(cell)
    return v, v


def label(cell):
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    return str(cell)


def groups(table, plot):
    """Row indices per value of the plot's group column (one group of all rows without one)."""
    if not plot["group"]:
        return {"": list(range(len(table.rows)))}
    out = {}
    for i, g in enumerate(table.column(plot["group"])):
        out.setdefault(label(g), []).append(i)
    return out


def scale(table, name):
    return 100.0 if table.percent(name) else 1.0


def axis_label(table, name):
    return name.replace("_", " ") + (" (%)" if table.percent(name) else "")


def draw_bars(ax, table, plot):
    x_cells, y_cells = table.column(plot["x"]), table.column(plot["y"])
    labels = list(dict.fromkeys(label(c) for c in x_cells))
    by_group = groups(table, plot)
    width = 0.8 / len(by_group)
    k = scale(table, plot["y"])
    for g, (name, rows) in enumerate(by_group.items()):
        xs, ys, low, high = [], [], [], []
        for i in rows:
            lo, hi = interval_of(y_cells[i])
            v = value_of(y_cells[i])
            xs.append(labels.index(label(x_cells[i])) + (g - (len(by_group) - 1) / 2) * width)
            ys.append(k * v)
            low.append(k * max(0.0, v - lo))
            high.append(k * max(0.0, hi - v))
        ax.bar(xs, ys, width, yerr=[low, high], capsize=2, label=name or None)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=45 if sum(len(s) for s in labels) > 60 else 0, ha="right"
                       if sum(len(s) for s in labels) > 60 else "center")
    ax.axhline(0, color="black", linewidth=0.6)
    ax.set_xlabel(axis_label(table, plot["x"]))
    ax.set_ylabel(axis_label(table, plot["y"]))


def draw_histogram(ax, table, plot):
    xs, ys = table.values(plot["x"]), table.values(plot["y"])
    k = scale(table, plot["y"])
    for name, rows in groups(table, plot).items():
        points = sorted((xs[i], k * ys[i]) for i in rows)
        ax.step([p[0] for p in points], [p[1] for p in points], where="mid", label=name or None)
    ax.set_xlabel(axis_label(table, plot["x"]))
    ax.set_ylabel(axis_label(table, plot["y"]))


def draw_lines(ax, table, plot):
    xs, y_cells = table.values(plot["x"]), table.column(plot["y"])
    k = scale(table, plot["y"])
    for name, rows in groups(table, plot).items():
        points = sorted((xs[i], value_of(y_cells[i]), *interval_of(y_cells[i])) for i in rows)
        ax.plot([p[0] for p in points], [k * p[1] for p in points], marker="o", markersize=3, label=name or None)
        ax.fill_between([p[0] for p in points], [k * p[2] for p in points], [k * p[3] for p in points], alpha=0.2)
    ax.set_xlabel(axis_label(table, plot["x"]))
    ax.set_ylabel(axis_label(table, plot["y"]))


def draw_heatmaps(fig, table, plot):
    rows, cols = plot["rows"], plot["cols"]
    k = scale(table, plot["value"])
    xs, ys = table.values(plot["x"]), table.values(plot["y"])
    vs = [k * v for v in table.values(plot["value"])]
    panels = groups(table, plot)
    n = len(panels)
    across = min(n, 4)
    down = math.ceil(n / across)
    fig.set_size_inches(3.2 * across + 0.8, 3.0 * down + 0.6)
    finite = [v for v in vs if not math.isnan(v)]
    low, high = (min(finite), max(finite)) if finite else (0.0, 1.0)
    image = None
    for p, (name, members) in enumerate(panels.items()):
        ax = fig.add_subplot(down, across, p + 1)
        grid = [[math.nan] * cols for _ in range(rows)]
        for i in members:
            grid[int(ys[i])][int(xs[i])] = vs[i]
        image = ax.imshow(grid, cmap="viridis", vmin=low, vmax=high)
        if rows * cols <= 81:
            for r in range(rows):
                for c in range(cols):
                    if not math.isnan(grid[r][c]):
                        ax.text(c, r, f"{grid[r][c]:.2g}", ha="center", va="center", fontsize=6, color="white")
        ax.set_xticks(range(cols))
        ax.set_yticks(range(rows))
        ax.tick_params(labelsize=6)
        if name:
            ax.set_title(name, fontsize=9)
    if image is not None:
        fig.colorbar(image, ax=fig.axes, shrink=0.8, label=axis_label(table, plot["value"]))


def draw(plot, tables, path):
    """Draws one plot into `path`; a plot of an empty table (an interrupted run) is left out."""
    table = tables.get(plot["table"])
    if table is None:
        raise ValueError(f"plot {plot['name']} draws the unknown table '{plot['table']}'")
    if not table.rows:
        return
    if plot["kind"] == "heatmap":
        fig = plt.figure()
        draw_heatmaps(fig, table, plot)
    else:
        fig, ax = plt.subplots(figsize=(7, 4))
        kinds = {"bars": draw_bars, "histogram": draw_histogram, "lines": draw_lines}
        if plot["kind"] not in kinds:
            raise ValueError(f"plot {plot['name']} has the unknown kind '{plot['kind']}'")
        kinds[plot["kind"]](ax, table, plot)
        if plot["group"] and ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=7, title=plot["group"].replace("_", " "), title_fontsize=7)
        ax.grid(axis="y", alpha=0.3)
    fig.suptitle(plot["title"], fontsize=10)
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)


def plot_report(report_file):
    """Draws one report's plots; returns the number of failures."""
    report = json.loads(report_file.read_text())
    out = report_file.parent / "plots"
    out.mkdir(exist_ok=True)
    failures = 0
    for section in report["sections"]:
        tables = {t["name"]: Table(t) for t in section["tables"]}
        for plot in section["plots"]:
            try:
                draw(plot, tables, out / (plot["name"] + ".png"))
            except Exception as error:  # noqa: BLE001  (one bad plot must not stop the others)
                print(f"plot.py: {report_file}: plot {plot.get('name')}: {type(error).__name__}: {error}",
                      file=sys.stderr)
                failures += 1
    return failures


def main():
    if len(sys.argv) != 2:
        print("usage: scripts/plot.py DIR   (a directory written by parks analyze --out)", file=sys.stderr)
        return 2
    reports = sorted(pathlib.Path(sys.argv[1]).rglob("report.json"))
    if not reports:
        print(f"plot.py: no report.json under {sys.argv[1]}", file=sys.stderr)
        return 2
    failures = sum(plot_report(r) for r in reports)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
