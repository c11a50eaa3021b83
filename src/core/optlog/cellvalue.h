// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QtTypes>
#include <QString>
#include <QStringView>
#include <cmath>
#include <limits>

// One opt_log table cell read the way a person reads it: "**7.30**", "31.65 (+0.6%)",
// "7.80 / 7.76 (两次)", "219.02 → 49.63", "8.577+3.346=11.923", "FAIL(bf16)", "—".
// The source text is kept; everything else is derived from it.
struct CellValue
{
    enum class Form : quint8 {
        Empty,
        Placeholder, // na, n/a, —, -
        Text, // no top-level number
        Number, // one top-level number, maybe with annotations
        Repeat, // the same measurement taken again: "7.80 / 7.76 (两次)"
        Series, // slash-packed values for different things: "10.02/11.02/10.72"
        Range, // "7.30–7.48", "+1.3~4.2%"
        Arrow, // "219.02 → 49.63"
        Sum, // "8.577+3.346=11.923"
    };
    enum class Verdict : quint8 { None, Pass, Fail };
    // The unit of the primary number as far as readers of many cells ask about it.
    enum class UnitKind : quint8 { None, Microseconds, Milliseconds, Percent, Times, Other, Nanoseconds };

    // What the readers of every cell of a large log need (the form, the verdict, the primary number
    // and its unit), small enough to keep for each cell: a whole CellValue is ~280 bytes.
    struct Brief
    {
        double primary = std::numeric_limits<double>::quiet_NaN();
        Form form = Form::Empty;
        Verdict verdict = Verdict::None;
        UnitKind unit = UnitKind::None;

        bool hasPrimary() const { return !std::isnan(primary); }
    };

    // A number as written in running text, with what sticks to it.
    struct Number
    {
        double value = std::numeric_limits<double>::quiet_NaN();
        QString unit; // "us", "ms", "%", "x" (also for × and 倍), "GB/s", "KB"…
        QString qualifier; // "~", "≈", "≥", "≤", ">", "<", "±" written right before it
        QString footnote; // "*", "†", "‡" right after it
        bool explicitSign = false; // written with +, - or U+2212
        bool bold = false;
        bool inParens = false;
        int start = 0; // position in the plain text
        int end = 0;
    };

    QString raw; // the cell source, markup included
    QString text; // markup removed
    Form form = Form::Empty;
    QList<double> numbers; // every number, in order of appearance
    double primary = std::numeric_limits<double>::quiet_NaN(); // the value the cell stands for
    QString unit; // unit of the primary number
    bool bold = false; // some part is bold
    bool primaryBold = false;
    double deltaPercent = std::numeric_limits<double>::quiet_NaN(); // first signed percentage
    double speedup = std::numeric_limits<double>::quiet_NaN(); // first number with x, × or 倍
    double plusMinus = std::numeric_limits<double>::quiet_NaN(); // "25.89 ±0.16" -> 0.16
    double rangeLow = std::numeric_limits<double>::quiet_NaN();
    double rangeHigh = std::numeric_limits<double>::quiet_NaN();
    double arrowFrom = std::numeric_limits<double>::quiet_NaN();
    double arrowTo = std::numeric_limits<double>::quiet_NaN();
    QString qualifier; // of the primary number
    QString footnotes; // every footnote mark, in order
    QString dtype; // "(fp16)" -> "fp16"
    Verdict verdict = Verdict::None; // fail wins over pass when both appear
    QString verdictText; // "PASS 29/29", "编译失败(UB overflow, …)", "FAIL(bf16)"

    bool hasPrimary() const { return !std::isnan(primary); }
    bool isMissing() const { return form == Form::Empty || form == Form::Placeholder; }

    Brief brief() const;
    static UnitKind unitKind(QStringView unit);
    // A duration cell's number in µs: "0.01792 ms" is 17.92, "40,860 ns" 40.86. A bare number is in
    // its column's unit ("Task Duration (ms)": TableKinds::headerUnit), µs when the header names none.
    static double microseconds(const Brief &value, UnitKind columnUnit = UnitKind::None);

    // For a pass over many cells: cells without a number ("regressed", "P1", "main", "—") repeat
    // down their columns and cost the most to read (the verdict and placeholder tests), so each
    // such source is read once. Not shared between threads.
    class BriefCache
    {
    public:
        Brief of(QStringView source);

    private:
        QHash<QString, Brief> m_textCells;
    };

    static CellValue parse(QStringView raw);
    // parse(raw).brief(), without allocating for the plain decimals most cells are.
    static Brief briefOf(QStringView raw);
    // parse(raw).text: the cell's text with its markup removed, trimmed.
    static QString plainText(QStringView raw);
    // Removes **bold**, `code` and ~~strike~~ markers; `boldMask` (optional) gets one flag per
    // output character. An unmatched trailing "**" stays as text, as Markdown renders it.
    static QString stripMarkup(QStringView raw, QList<bool> *boldMask = nullptr);
    // Numbers in running text. Identifiers and labels are skipped: bs8192, fp16, n15, L0,
    // "1M" / "16m" size labels and key=value assignments such as bm=8.
    static QList<Number> scanNumbers(QStringView text, const QList<bool> &boldMask = {});

    static QString formName(Form form);
    static QString verdictName(Verdict verdict);
};
