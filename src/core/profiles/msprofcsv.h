// SPDX-License-Identifier: MIT
#pragma once

#include "base/diagnostic.h"
#include "profiles/csvfields.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <functional>
#include <limits>
#include <vector>

// One CSV written by msprof op, msprof op simulator or app-level msprof, as a header-driven table.
// Columns are found by header name, never by position: the column set differs between CANN
// generations (shared/docs/msprof-formats.md §3). The file is kept as one byte array with an offset
// per row, so a 100 MB PipeUtilization.csv costs little more than its size; cells are decoded
// when asked for.
class MsprofCsv
{
    Q_DECLARE_TR_FUNCTIONS(MsprofCsv)

public:
    enum class FileKind {
        Unknown,
        OpBasicInfo,
        PipeUtilization,
        ArithmeticUtilization,
        Memory,
        MemoryL0,
        MemoryUB,
        L2Cache,
        ResourceConflictRatio,
        OpSummary, // app-level msprof: one row per task launch
        OpStatistic,
        TaskTime,
        ApiStatistic,
        SimulatorInstructions, // <core>_instr_exe.csv
        SimulatorCode, // <core>_code_exe.csv
    };

    // Which tool generation wrote the header, where the header tells (§3.2, §3.8, §5).
    enum class HeaderVersion {
        Unknown,
        Cann8, // msOpProf 8.x / msprof before the Block Num rename
        Cann9, // msOpProf 26.x (scalar detail columns) / msprof with Block Num
    };

    enum class Unit {
        None,
        Microseconds, // (us)
        GigabytesPerSecond, // (GB/s)
        Kilobytes, // (KB)
        Percent, // (%): 0..100
        Fraction, // *_ratio, *_rate without (%): 0..1, not percent
        Megahertz, // Current Freq, Rated Freq
        Cycles, // *_cycles
        Count, // instructions, fops, cache requests, call counts
    };

    struct Column
    {
        QString name; // header text as written: "L1_to_GM_datas(KB)(estimate)"
        // The same with the spaces around it that an unquoted field keeps in Python's csv module
        // (" Task Duration(us)"), when there are any; else empty.
        QString spaced;
        QString key; // without unit groups: "L1_to_GM_datas"
        Unit unit = Unit::None;
        bool estimate = false; // "(estimate)": msprof derived it instead of counting it
        qint64 numberCount = 0;
        qint64 notAvailableCount = 0;
        qint64 textCount = 0;
        qint64 emptyCount = 0;

        bool isNumeric() const { return numberCount > 0 && textCount == 0; }
    };

    struct Value
    {
        using Kind = CsvFields::CellKind;
        Kind kind = Kind::Empty;
        double number = std::numeric_limits<double>::quiet_NaN();
        QString text; // as written, without surrounding blanks or quotes
        bool quoted = false; // written in quotes: text, even when it reads as a number
        // A number a double cannot hold (1e400, 1e-400) keeps number NaN; this says which way it fails.
        enum class Range { Representable, TooLarge, TooSmall };
        Range range = Range::Representable;

        bool isNumber() const { return kind == Kind::Number; }
    };

    // Called after each chunk read; return false to cancel. bytesTotal is the file size at open.
    using Progress = std::function<bool(qint64 bytesDone, qint64 bytesTotal)>;

    struct Options
    {
        Progress progress;
        qint64 maxRows = -1; // stop after this many data rows; 0 reads the header only
        int maxDiagnostics = 20; // per file; the rest are counted in one closing diagnostic
        QString root; // the run the file must lie in (RunRead); empty: the file's own folder
        // The caller listed it as a regular file a moment ago (the scan's thousands of OpBasicInfo
        // reads): it is opened at once. Otherwise its lstat comes first, so that a FIFO, device or
        // link named like a CSV is refused without being opened (opening acts on a FIFO or device).
        bool listedRegular = false;
    };

    static MsprofCsv read(const QString &path, const QString &displayPath);
    static MsprofCsv read(const QString &path, const QString &displayPath, const Options &options);
    static MsprofCsv parse(const QByteArray &bytes, const QString &displayPath);
    static MsprofCsv parse(const QByteArray &bytes, const QString &displayPath, const Options &options);

    // "PipeUtilization_20260730130344937.csv" -> "PipeUtilization"; "op_summary_20260605161737.csv" ->
    // "op_summary"; "core0.veccore0_instr_exe.csv" -> "core0.veccore0_instr_exe".
    static QString metricName(const QString &fileName);
    static FileKind kindForFileName(const QString &fileName);
    static QString kindName(FileKind kind);
    static QString headerVersionName(HeaderVersion version);
    // Unit of a header, from its "(...)" groups or, for unit-less names, from msprof's naming rules.
    static Unit unitForHeader(const QString &header, QString *key = nullptr, bool *estimate = nullptr);
    static QString unitSymbol(Unit unit);

    QString displayPath() const { return m_displayPath; }
    bool exists() const { return m_exists; }
    bool hasHeader() const { return !m_columns.isEmpty(); }
    bool wasCancelled() const { return m_cancelled; }
    bool isTruncated() const { return m_truncated; } // stopped at Options::maxRows
    bool hasTrailingComma() const { return m_trailingComma; } // msprof op writer (§2)
    FileKind fileKind() const { return m_kind; }
    HeaderVersion headerVersion() const { return m_headerVersion; }
    qint64 byteSize() const { return m_bytes.size(); }
    const Diagnostics &diagnostics() const { return m_diagnostics; }

    const QList<Column> &columns() const { return m_columns; }
    int columnCount() const { return int(m_columns.size()); }
    qsizetype rowCount() const { return qsizetype(m_rows.size()); }
    int headerLine() const { return m_headerLine; }
    int line(qsizetype row) const; // 1-based line of a data row, for diagnostics

    // Exact header name first, then ignoring case ("Device ID" finds "Device Id"); -1 if absent.
    int columnIndex(const QString &name) const;
    // The first of several spellings that is present ("Block Dim", "Block Num").
    int columnIndex(const QStringList &aliases) const;

    Value value(qsizetype row, int column) const;
    Value::Kind cellKind(qsizetype row, int column) const;
    double number(qsizetype row, int column) const; // NaN unless the cell is a number
    QString text(qsizetype row, int column) const; // as written; "" for empty or missing cells
    // One column as numbers (NaN where not a number), for sorting, charts and statistics.
    QList<double> numbers(int column) const;
    // One row as numbers, decoded in one pass: cheaper than columnCount() calls to number().
    QList<double> rowNumbers(qsizetype row) const;
    // The bytes of a data row as written, without the line end; for fast text filters.
    QByteArrayView rawLine(qsizetype row) const;

private:
    class Parser;
    struct RowRef
    {
        qint64 offset; // first byte of the row in m_bytes
        qint32 line; // its first line (a quoted field may run over line ends)
        quint32 length; // its bytes, without the final line end
    };

    bool lineSpan(qsizetype row, const char **begin, const char **end) const;
    bool cellSpan(qsizetype row, int column, const char **begin, const char **end, bool *quoted) const;

    QString m_displayPath;
    QByteArray m_bytes;
    std::vector<RowRef> m_rows;
    QList<Column> m_columns;
    Diagnostics m_diagnostics;
    FileKind m_kind = FileKind::Unknown;
    HeaderVersion m_headerVersion = HeaderVersion::Unknown;
    int m_headerLine = 0;
    bool m_exists = false;
    bool m_cancelled = false;
    bool m_truncated = false;
    bool m_trailingComma = false;
};
