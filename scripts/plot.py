#!/usr/bin/python3
"""Draws the plots of `parks analyze --out DIR`.

Usage: scripts/plot.py DIR

Every report.json under DIR lists, per section, its tables and the plots to draw from them
(analysis/experiment.h, struct Plot). Each plot becomes DIR/.../plots/NAME.png next to its
report.json; a plot that cannot be drawn gets its reason in plots/not_drawn.json instead, which
report.md quotes in place of the image. Kinds:
  bars       y (an estimate, with its 95% interval as an error bar) per label x, grouped by `group`;
             long or many labels turn the bars horizontal
  histogram  y per value x, one series per `group`
  lines      y (an estimate, with its interval as a band) against x, one line per `group`
             (one panel per group past four groups)
  heatmap    `value` at (x = column, y = row) of a rows x cols grid, one panel per `group`
`panel` splits bars, histograms and lines into small multiples with shared axes: one panel per
value of a column, or a grid of panels for two columns "a,b" (rows by a, columns by b). `marks`
draw reference lines (at x on histograms and lines) and outline heat-map cells.
A plot whose category labels would overlap is not drawn: that is a failure, as is a bad table.
Matplotlib comes from Debian's python3-matplotlib (scripts/setup installs it).
"""
import json
import math
import pathlib
import sys
import textwrap

import matplotlib

matplotlib.use("Agg")
import matplotlib.patheffects as patheffects  # noqa: E402  (after the backend is chosen)
import matplotlib.patches as patches  # noqa: E402
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402

MAX_OVERLAID_LINES = 4
MARK_COLOURS = ["#d62728", "#ffffff", "#ff7f0e", "#000000"]


class Table:
    """A table of report.json: columns by name, cells as value and interval."""

    def __init__(self, data):
        self.name = data["name"]
        self.columns = {c["name"]: i for i, c in enumerate(data["columns"])}
        self.formats = {c["name"]: c["format"] for c in data["columns"]}
        self.rows = data["rows"]

    def column(self, name, rows=None):
        if name not in self.columns:
            raise ValueError(f"table {self.name} has no column '{name}'")
        i = self.columns[name]
        return [self.rows[r][i] for r in (range(len(self.rows)) if rows is None else rows)]

    def values(self, name, rows=None):
        return [value_of(cell) for cell in self.column(name, rows)]

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


def split_by(table, column, rows):
    """`rows` per label of `column`, in table order (one group of all rows without a column)."""
    if not column:
        return {"": list(rows)}
    out = {}
    for i, g in zip(rows, table.column(column, rows)):
        out.setdefault(label(g), []).append(i)
    return out


def scale(table, name):
    return 100.0 if table.percent(name) else 1.0


def axis_label(table, name):
    words = {"col": "column"}
    return words.get(name, name.replace("_", " ")) + (" (%)" if table.percent(name) else "")


def named(table, column, value):
    """A panel's title: a number says what it counts ("level 2"), a text stands for itself."""
    return value if table.formats.get(column) == "text" else f"{column.replace('_', ' ')} {value}"


def panel_grid(table, plot):
    """The small multiples: ([(title, rows)], rows of the grid, columns of the grid)."""
    spec = [c for c in plot.get("panel", "").split(",") if c]
    everything = range(len(table.rows))
    if not spec:
        return [("", list(everything))], 1, 1
    if len(spec) == 1:
        panels = [(named(table, spec[0], v), rows) for v, rows in split_by(table, spec[0], everything).items()]
        across = min(len(panels), 3)
        return panels, math.ceil(len(panels) / across), across
    outer = split_by(table, spec[0], everything)
    inner_labels = list(split_by(table, spec[1], everything))
    panels = []
    for a, rows in outer.items():
        inner = split_by(table, spec[1], rows)
        panels += [(f"{named(table, spec[0], a)}, {named(table, spec[1], b)}", inner.get(b, []))
                   for b in inner_labels]
    return panels, len(outer), len(inner_labels)


def marks_for(plot, title):
    """The marks drawn in the panel `title` ("a" or "a, b"): those of every panel and its own."""
    names = {title, *title.split(", ")}
    return [m for m in plot.get("marks", []) if not m["panel"] or m["panel"] in names]


def wrapped(labels, width):
    return ["\n".join(textwrap.wrap(s, width, break_long_words=False)) or s for s in labels]


def overlapping(texts, renderer):
    boxes = [t.get_window_extent(renderer) for t in texts if t.get_visible() and t.get_text()]
    return any(a.overlaps(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def fit_category_labels(fig, ax, labels, horizontal):
    """Sets the category tick labels, wrapped as far as needed; False when they still overlap."""
    ticks = ax.set_yticks if horizontal else ax.set_xticks
    ticks(range(len(labels)))
    renderer = fig.canvas.get_renderer()
    for width in ([None] if horizontal else [None, 14, 10]):
        text = labels if width is None else wrapped(labels, width)
        tick_labels = (ax.set_yticklabels if horizontal else ax.set_xticklabels)(text)
        if not overlapping(tick_labels, renderer):
            return True
    return False


def horizontal_bars(labels):
    """Long labels read better down the side than wrapped along the bottom."""
    return max(len(s) for s in labels) > 24 or sum(len(s) for s in labels) > 110


def draw_bars(fig, ax, table, plot, rows, horizontal):
    x_cells, y_cells = table.column(plot["x"], rows), table.column(plot["y"], rows)
    labels = list(dict.fromkeys(label(c) for c in x_cells))
    by_group = split_by(table, plot["group"], range(len(rows)))
    present = {x: [g for g, members in by_group.items() if any(label(x_cells[i]) == x for i in members)]
               for x in labels}
    k = scale(table, plot["y"])
    for g, (name, members) in enumerate(by_group.items()):
        xs, ys, low, high = [], [], [], []
        for i in members:
            x = label(x_cells[i])
            # Side by side only with the groups that have a bar at this label: no empty slots.
            width = 0.8 / len(present[x])
            slot = present[x].index(name)
            lo, hi = interval_of(y_cells[i])
            v = value_of(y_cells[i])
            if math.isnan(v):  # no estimate (no observation): no bar
                continue
            xs.append(labels.index(x) + (slot - (len(present[x]) - 1) / 2) * width)
            ys.append(k * v)
            low.append(k * max(0.0, v - lo))
            high.append(k * max(0.0, hi - v))
        widths = [0.8 / len(present[label(x_cells[i])]) for i in members if not math.isnan(value_of(y_cells[i]))]
        if horizontal:
            ax.barh(xs, ys, widths, xerr=[low, high], capsize=2, label=name or None, color=f"C{g}")
        else:
            ax.bar(xs, ys, widths, yerr=[low, high], capsize=2, label=name or None, color=f"C{g}")
        # A bar of length 0 is invisible: a dot in its colour says which group it is.
        zeros = [x for x, y in zip(xs, ys) if y == 0]
        if zeros:
            points = ([0.0] * len(zeros), zeros) if horizontal else (zeros, [0.0] * len(zeros))
            ax.plot(*points, linestyle="none", marker="o", markersize=4, color=f"C{g}", zorder=3)
    if horizontal:
        ax.invert_yaxis()  # the table's first row on top
        ax.axvline(0, color="black", linewidth=0.6)
        ax.grid(axis="x", alpha=0.3)
    else:
        ax.axhline(0, color="black", linewidth=0.6)
        ax.grid(axis="y", alpha=0.3)
    if not fit_category_labels(fig, ax, labels, horizontal):
        raise Overlap(f"the {len(labels)} labels of '{plot['x']}' overlap")
    category, measure = axis_label(table, plot["x"]), axis_label(table, plot["y"])
    ax.set_xlabel(measure if horizontal else category)
    ax.set_ylabel(category if horizontal else measure)


def draw_histogram(fig, ax, table, plot, rows, horizontal):
    xs, ys = table.values(plot["x"], rows), table.values(plot["y"], rows)
    k = scale(table, plot["y"])
    series = split_by(table, plot["group"], range(len(rows)))
    for name, members in series.items():
        points = sorted((xs[i], k * ys[i]) for i in members)
        if len(series) == 1:
            ax.bar([p[0] for p in points], [p[1] for p in points], width=1.0, color="C0", alpha=0.8)
        else:
            ax.step([p[0] for p in points], [p[1] for p in points], where="mid", label=name or None)
    ax.set_xlabel(axis_label(table, plot["x"]))
    ax.set_ylabel(axis_label(table, plot["y"]))
    ax.grid(axis="y", alpha=0.3)


def draw_lines(fig, ax, table, plot, rows, horizontal):
    xs, y_cells = table.values(plot["x"], rows), table.column(plot["y"], rows)
    k = scale(table, plot["y"])
    for name, members in split_by(table, plot["group"], range(len(rows))).items():
        points = sorted((xs[i], value_of(y_cells[i]), *interval_of(y_cells[i])) for i in members)
        ax.plot([p[0] for p in points], [k * p[1] for p in points], marker="o", markersize=3, label=name or None)
        ax.fill_between([p[0] for p in points], [k * p[2] for p in points], [k * p[3] for p in points], alpha=0.2)
    ax.set_xlabel(axis_label(table, plot["x"]))
    ax.set_ylabel(axis_label(table, plot["y"]))
    ax.grid(axis="y", alpha=0.3)


def draw_marks(ax, marks):
    """Vertical reference lines, each labelled along its top."""
    for m in marks:
        ax.axvline(m["x"], color="black", linestyle="--", linewidth=1)
        ax.annotate(m["label"], xy=(m["x"], 1), xycoords=("data", "axes fraction"), xytext=(3, -3),
                    textcoords="offset points", ha="left", va="top", fontsize=7, rotation=90)


def with_panels(plot, table):
    """Many overlaid lines tangle: past MAX_OVERLAID_LINES groups each gets a panel of its own."""
    if plot["kind"] != "lines" or plot.get("panel") or not plot["group"]:
        return plot
    if len(split_by(table, plot["group"], range(len(table.rows)))) <= MAX_OVERLAID_LINES:
        return plot
    return dict(plot, panel=plot["group"], group="")


class Overlap(ValueError):
    """Category labels that overlap however they are wrapped."""


def bar_layout(table, plot, panels, horizontal):
    """(width, height) of one panel of bars."""
    if not horizontal:
        return (7.0 if len(panels) == 1 else 3.4), 3.6
    bars = 0
    for _, rows in panels:
        per_label = {}
        for x in table.column(plot["x"], rows):
            per_label[label(x)] = per_label.get(label(x), 0) + 1
        bars = max(bars, sum(0.65 + 0.35 * n for n in per_label.values()))
    return (7.0 if len(panels) == 1 else 4.2), max(2.4, 0.25 * bars + 1)


def draw_panels(fig, table, plot):
    """Small multiples; bars go horizontal when their labels are long or many, or would overlap."""
    horizontal = False
    if plot["kind"] == "bars":
        labels = list(dict.fromkeys(label(c) for c in table.column(plot["x"])))
        horizontal = horizontal_bars(labels)
    try:
        draw_panel_grid(fig, table, plot, horizontal)
    except Overlap:
        if horizontal:
            raise
        fig.clf()
        draw_panel_grid(fig, table, plot, True)


def draw_panel_grid(fig, table, plot, horizontal):
    draw_kind = {"bars": draw_bars, "histogram": draw_histogram, "lines": draw_lines}[plot["kind"]]
    panels, down, across = panel_grid(table, plot)
    if plot["kind"] == "bars":
        width, height = bar_layout(table, plot, panels, horizontal)
    else:
        width, height = (7.0, 3.6) if len(panels) == 1 else (3.4, 2.4)
    fig.set_size_inches(width * across, height * down)
    share = {"sharey": True} if plot["kind"] == "bars" and not horizontal else {"sharex": True}
    if plot["kind"] != "bars":
        share = {"sharex": True, "sharey": True}
    axes = fig.subplots(down, across, squeeze=False, **share)
    for ax in axes.flat[len(panels):]:
        ax.set_visible(False)
    for ax, (title, rows) in zip(axes.flat, panels):
        if not rows:
            ax.set_title(f"{title}: no rows", fontsize=8)
            continue
        if len(panels) > 1:
            ax.tick_params(labelsize=7)
            ax.xaxis.label.set_size(8)
            ax.yaxis.label.set_size(8)
        draw_kind(fig, ax, table, plot, rows, horizontal)
        draw_marks(ax, marks_for(plot, title) if plot["kind"] != "bars" else [])
        if title:
            ax.set_title(title, fontsize=8)
    legend = {}
    for ax in axes.flat:
        for handle, text in zip(*ax.get_legend_handles_labels()):
            legend.setdefault(text, handle)
    if plot["group"] and legend:
        fig.legend(list(legend.values()), list(legend), fontsize=7, title=plot["group"].replace("_", " "), title_fontsize=7,
                   loc="upper left", bbox_to_anchor=(1.0, 0.9))
    fig.tight_layout()


def cell_text(value, digits):
    return "" if math.isnan(value) else f"{value:.{digits}f}"


def heat_digits(values):
    """Decimals enough to tell apart values a tenth of the colour range apart."""
    finite = [v for v in values if not math.isnan(v)]
    span = max(finite) - min(finite) if finite else 0.0
    if span <= 0:
        return 0
    return min(3, max(0, math.ceil(-math.log10(span / 10))))


def heat_ranges(vs, panels):
    """The colour range of each panel: one for all, unless a panel's values would be lost in a
    scale made for a panel that reaches twice as high (a total beside its parts)."""
    def span(members):
        finite = [vs[i] for i in members if not math.isnan(vs[i])]
        return (min(finite), max(finite)) if finite else (0.0, 1.0)
    own = {name: span(members) for name, members in panels.items()}
    highs = [high for _, high in own.values()]
    if min(highs) >= 0.5 * max(highs):
        every = span(range(len(vs)))
        return {name: every for name in panels}, True
    return own, False


def outline(ax, row, col, colour):
    """A cell's outline, edged in black so that it shows on light and dark colours alike."""
    box = patches.Rectangle((col - 0.42, row - 0.42), 0.84, 0.84, fill=False, edgecolor=colour, linewidth=1.6)
    box.set_path_effects([patheffects.Stroke(linewidth=3.2, foreground="black"), patheffects.Normal()])
    ax.add_patch(box)


def draw_heat_panel(ax, grid, value_range, plot, marks, legend):
    low, high = value_range
    cmap = plt.get_cmap("viridis")
    image = ax.imshow(grid, cmap=cmap, vmin=low, vmax=high)
    digits = heat_digits([v for row in grid for v in row])
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if math.isnan(v):
                continue
            shade = cmap((v - low) / (high - low) if high > low else 0.5)
            dark = 0.299 * shade[0] + 0.587 * shade[1] + 0.114 * shade[2] < 0.55
            ax.text(c, r, cell_text(v, digits), ha="center", va="center", fontsize=6.5,
                    color="white" if dark else "black")
    for m in marks:
        outline(ax, m["row"], m["col"], legend.setdefault(m["label"], MARK_COLOURS[len(legend) % len(MARK_COLOURS)]))
    ax.set_xticks(range(len(grid[0])))
    ax.set_yticks(range(len(grid)))
    ax.tick_params(labelsize=7)
    ax.set_facecolor("#dddddd")
    return image


def draw_heatmaps(fig, table, plot):
    rows, cols = plot["rows"], plot["cols"]
    k = scale(table, plot["value"])
    xs, ys = table.values(plot["x"]), table.values(plot["y"])
    vs = [k * v for v in table.values(plot["value"])]
    panels = split_by(table, plot["group"], range(len(table.rows)))
    ranges, shared = heat_ranges(vs, panels)
    across = min(len(panels), 4)
    down = math.ceil(len(panels) / across)
    cell_inches = 0.6 if rows <= 5 else 0.42
    fig.set_size_inches((cell_inches * cols + (0.4 if shared else 1.2)) * across + 1.2, cell_inches * rows * down + 1.4)
    legend = {}
    image = None
    for p, (name, members) in enumerate(panels.items()):
        ax = fig.add_subplot(down, across, p + 1)
        grid = [[math.nan] * cols for _ in range(rows)]
        for i in members:
            grid[int(ys[i])][int(xs[i])] = vs[i]
        image = draw_heat_panel(ax, grid, ranges[name], plot, marks_for(plot, name), legend)
        ax.set_xlabel(axis_label(table, plot["x"]), fontsize=8)
        ax.set_ylabel(axis_label(table, plot["y"]), fontsize=8)
        if name:
            ax.set_title(name, fontsize=9)
        if not shared:
            fig.colorbar(image, ax=ax, shrink=0.8).ax.tick_params(labelsize=7)
    if shared and image is not None:
        fig.colorbar(image, ax=fig.axes, shrink=0.8, label=axis_label(table, plot["value"]))
    elif image is not None:
        fig.text(0.5, 0.01, f"colour: {axis_label(table, plot['value'])}, each panel on its own scale",
                 ha="center", fontsize=8)
    if legend:
        edged = [patheffects.Stroke(linewidth=3.2, foreground="black"), patheffects.Normal()]
        handles = [Line2D([], [], marker="s", markersize=11, markerfacecolor="#dddddd", markeredgecolor=c,
                          markeredgewidth=1.6, linestyle="none", label=text, path_effects=edged)
                   for text, c in legend.items()]
        fig.legend(handles=handles, loc="upper center", ncol=len(handles), fontsize=8, frameon=False,
                   bbox_to_anchor=(0.5, 0.0))


def draw(plot, tables, path):
    """Draws one plot into `path`; returns why it was not drawn (a plot of an empty table), or None."""
    table = tables.get(plot["table"])
    if table is None:
        raise ValueError(f"plot {plot['name']} draws the unknown table '{plot['table']}'")
    if not table.rows:
        return f"the table {table.name} has no rows (an interrupted run?)"
    fig = plt.figure()
    try:
        if plot["kind"] == "heatmap":
            draw_heatmaps(fig, table, plot)
        elif plot["kind"] in ("bars", "histogram", "lines"):
            draw_panels(fig, table, with_panels(plot, table))
        else:
            raise ValueError(f"plot {plot['name']} has the unknown kind '{plot['kind']}'")
        fig.suptitle(plot["title"], fontsize=10, y=1.02)
        fig.savefig(path, dpi=110, bbox_inches="tight")
    finally:
        plt.close(fig)
    return None


def plot_report(report_file):
    """Draws one report's plots; returns the number of failures."""
    report = json.loads(report_file.read_text())
    out = report_file.parent / "plots"
    out.mkdir(exist_ok=True)
    failures = 0
    not_drawn = {}
    for section in report["sections"]:
        tables = {t["name"]: Table(t) for t in section["tables"]}
        for plot in section["plots"]:
            path = out / (plot["name"] + ".png")
            path.unlink(missing_ok=True)  # a PNG left from an earlier run must not stand for this one
            try:
                reason = draw(plot, tables, path)
            except Exception as error:  # noqa: BLE001  (one bad plot must not stop the others)
                print(f"plot.py: {report_file}: plot {plot.get('name')}: {type(error).__name__}: {error}",
                      file=sys.stderr)
                path.unlink(missing_ok=True)
                reason = f"plot.py failed: {error}"
                failures += 1
            if reason:
                not_drawn[plot["name"]] = reason
    (out / "not_drawn.json").write_text(json.dumps(not_drawn, indent=1) + "\n")
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
