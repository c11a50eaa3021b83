// SPDX-License-Identifier: MIT
#include "diff/diffexport.h"

#include "base/libgit2.h"
#include "base/savetarget.h"
#include "diff/linediff.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <git2.h>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("DiffExport", text);
}

QString markedLine(QStringView text, const QList<DiffRange> &ranges, const char *cls)
{
    QString out;
    qsizetype at = 0;
    for (const DiffRange &r : ranges) {
        if (r.start < at || r.start + r.length > text.size())
            continue;
        out += text.mid(at, r.start - at).toString().toHtmlEscaped();
        out += QStringLiteral("<span class=\"") + QLatin1String(cls) + QStringLiteral("\">")
            + text.mid(r.start, r.length).toString().toHtmlEscaped() + QStringLiteral("</span>");
        at = r.start + r.length;
    }
    out += text.mid(at).toString().toHtmlEscaped();
    return out;
}

const char *styleSheet()
{
    return R"(
:root { color-scheme: light dark; --bg:#ffffff; --fg:#1f2328; --muted:#6e7781; --line:#d0d7de;
  --del:#ffebe9; --delx:#ff818266; --add:#e6ffec; --addx:#4ac26b66; --chg:#fff8c5; --fold:#ddf4ff; }
@media (prefers-color-scheme: dark) { :root { --bg:#1e1f22; --fg:#e6e6e6; --muted:#8b949e; --line:#3d444d;
  --del:#4b1f22; --delx:#a3343a99; --add:#1b3a26; --addx:#2e7d4699; --chg:#3d3720; --fold:#1d3347; } }
body { background:var(--bg); color:var(--fg); font:14px/1.45 system-ui, sans-serif; margin:1.5em; }
h1 { font-size:1.2em; margin:0 0 .3em; } .meta { color:var(--muted); margin:0 0 1em; }
table.diff { border-collapse:collapse; width:100%; table-layout:fixed; font:12.5px/1.4 ui-monospace, monospace; }
table.diff td { padding:0 .5em; white-space:pre; overflow:hidden; text-overflow:ellipsis; tab-size:4; vertical-align:top; }
table.diff td.n { width:4em; text-align:right; color:var(--muted); user-select:none; border-right:1px solid var(--line); }
table.diff th { text-align:left; padding:.3em .5em; border-bottom:1px solid var(--line); font-family:system-ui, sans-serif; }
tr.r td.l, tr.c td.l { background:var(--del); } tr.a td.r, tr.c td.r { background:var(--add); }
tr.r td.r, tr.a td.l { background:repeating-linear-gradient(135deg, transparent 0 6px, var(--line) 6px 7px); }
span.d { background:var(--delx); border-radius:2px; } span.i { background:var(--addx); border-radius:2px; }
tr.fold td { background:var(--fold); color:var(--muted); cursor:pointer; text-align:center; font-family:system-ui, sans-serif; }
tr.hidden { display:none; }
table.params { border-collapse:collapse; margin:0 0 1.5em; font-size:13px; }
table.params td, table.params th { border:1px solid var(--line); padding:.2em .6em; text-align:left; }
table.params td.v { font-family:ui-monospace, monospace; }
)";
}

} // namespace

QByteArray DiffExport::unifiedPatch(const QByteArray &left, const QByteArray &right, const QString &leftPath,
                                    const QString &rightPath, const DiffOptions &options, int context, QString *error)
{
    QString loadError;
    const LibGit2 *git = LibGit2::get(&loadError);
    if (!git) {
        if (error)
            *error = loadError;
        return {};
    }
    git_diff_options gitOptions;
    git->git_diff_options_init(&gitOptions, GIT_DIFF_OPTIONS_VERSION);
    gitOptions.flags = LineDiff::gitFlags(options);
    gitOptions.context_lines = quint32(std::max(0, context));
    const QByteArray a = leftPath.toUtf8();
    const QByteArray b = rightPath.toUtf8();
    git_patch *patch = nullptr;
    QByteArray out;
    int rc = git->git_patch_from_buffers(&patch, left.constData(), size_t(left.size()), a.constData(),
                                         right.constData(), size_t(right.size()), b.constData(), &gitOptions);
    if (rc == 0 && patch && git->git_patch_num_hunks(patch) > 0) {
        git_buf buf = GIT_BUF_INIT;
        rc = git->git_patch_to_buf(&buf, patch);
        if (rc == 0)
            out = QByteArray(buf.ptr, qsizetype(buf.size));
        git->git_buf_dispose(&buf);
    }
    if (rc < 0 && error)
        *error = git->lastError(rc);
    git->git_patch_free(patch);
    return out;
}

QString DiffExport::html(const DiffResult &result, const QString &leftLabel, const QString &rightLabel, int context,
                         const QList<ParameterChange> &parameters)
{
    const QString title = leftLabel + QStringLiteral(" ↔ ") + rightLabel;
    QString out;
    out.reserve(int(result.left.text.size() + result.right.text.size()) * 2 + 4096);
    out += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n<meta name=\"generator\" "
                          "content=\"PerfOpt Workbench\">\n<title>")
        + title.toHtmlEscaped() + QStringLiteral("</title>\n<style>") + QLatin1String(styleSheet())
        + QStringLiteral("</style>\n<noscript><style>tr.hidden{display:table-row}</style></noscript>\n</head><body>\n");
    out += QStringLiteral("<h1>") + title.toHtmlEscaped() + QStringLiteral("</h1>\n<p class=\"meta\">");
    if (result.identical())
        out += tr("The files are identical.").toHtmlEscaped();
    else
        out += tr("%1 changes, %2 lines removed, %3 lines added; %4 diff%5.")
                   .arg(result.chunks.size())
                   .arg(result.removedLines())
                   .arg(result.addedLines())
                   .arg(DiffOptions::algorithmName(result.options.algorithm),
                        result.options.ignoreWhitespace ? tr(", whitespace ignored") : QString())
                   .toHtmlEscaped();
    out += QStringLiteral("</p>\n");

    if (!parameters.isEmpty()) {
        out += QStringLiteral("<table class=\"params\"><tr><th>") + tr("Parameter").toHtmlEscaped()
            + QStringLiteral("</th><th>") + tr("Kind").toHtmlEscaped() + QStringLiteral("</th><th>")
            + leftLabel.toHtmlEscaped() + QStringLiteral("</th><th>") + rightLabel.toHtmlEscaped()
            + QStringLiteral("</th></tr>\n");
        for (const ParameterChange &c : parameters)
            out += QStringLiteral("<tr><td>") + c.label.toHtmlEscaped() + QStringLiteral("</td><td>")
                + KernelParameter::kindName(c.kind).toHtmlEscaped() + QStringLiteral("</td><td class=\"v\">")
                + c.leftValue.toHtmlEscaped() + QStringLiteral("</td><td class=\"v\">") + c.rightValue.toHtmlEscaped()
                + QStringLiteral("</td></tr>\n");
        out += QStringLiteral("</table>\n");
    }

    out += QStringLiteral("<table class=\"diff\"><colgroup><col style=\"width:4em\"><col><col style=\"width:4em\"><col>"
                          "</colgroup>\n<tr><th></th><th>")
        + leftLabel.toHtmlEscaped() + QStringLiteral("</th><th></th><th>") + rightLabel.toHtmlEscaped()
        + QStringLiteral("</th></tr>\n");

    const QList<DiffFold> folds = context < 0 ? QList<DiffFold>() : result.folds(context);
    int fold = 0;
    for (const DiffRow &row : result.sideBySideRows()) {
        bool hidden = false;
        if (row.kind == DiffRow::Kind::Equal && fold < folds.size()) {
            while (fold < folds.size() && row.left >= folds.at(fold).leftStart + folds.at(fold).count)
                ++fold;
            if (fold < folds.size() && row.left >= folds.at(fold).leftStart) {
                hidden = true;
                if (row.left == folds.at(fold).leftStart)
                    out += QStringLiteral("<tr class=\"fold\" data-fold=\"%1\"><td colspan=\"4\">").arg(fold)
                        + QCoreApplication::translate("DiffExport", "⋯ %n unchanged line(s) — click to show", nullptr,
                                                      folds.at(fold).count)
                              .toHtmlEscaped()
                        + QStringLiteral("</td></tr>\n");
            }
        }
        static const char *const classes[] = {"e", "c", "r", "a"};
        out += QStringLiteral("<tr class=\"") + QLatin1String(classes[int(row.kind)]);
        if (hidden)
            out += QStringLiteral(" hidden f%1").arg(fold);
        out += QStringLiteral("\"><td class=\"n\">");
        if (row.left >= 0)
            out += QString::number(row.left + 1);
        out += QStringLiteral("</td><td class=\"l\">");
        if (row.left >= 0)
            out += markedLine(
                result.left.line(row.left),
                row.kind == DiffRow::Kind::Changed ? result.rangesFor(row.left, true) : QList<DiffRange>(), "d");
        out += QStringLiteral("</td><td class=\"n\">");
        if (row.right >= 0)
            out += QString::number(row.right + 1);
        out += QStringLiteral("</td><td class=\"r\">");
        if (row.right >= 0)
            out += markedLine(
                result.right.line(row.right),
                row.kind == DiffRow::Kind::Changed ? result.rangesFor(row.right, false) : QList<DiffRange>(), "i");
        out += QStringLiteral("</td></tr>\n");
    }
    out += QStringLiteral("</table>\n<script>\ndocument.querySelectorAll('tr.fold').forEach(function (bar) {\n"
                          "  bar.addEventListener('click', function () {\n"
                          "    document.querySelectorAll('tr.f' + bar.dataset.fold).forEach(function (row) {\n"
                          "      row.classList.remove('hidden'); });\n"
                          "    bar.remove(); }); });\n</script>\n</body></html>\n");
    return out;
}

bool DiffExport::write(const QString &path, const QByteArray &bytes, QString *error)
{
    if (const QString refused = SaveTarget::refusal(path); !refused.isEmpty()) {
        if (error)
            *error = refused;
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}
