// SPDX-License-Identifier: MIT
#include "run/workloadinventory.h"

#include "base/runread.h"
#include "optlog/optlogmeasurements.h"
#include "records/pythonjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>
#include <cmath>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("WorkloadInventory", text);
}


} // namespace

QList<const InventoryItem *> WorkloadInventory::tuneItems() const
{
    QList<const InventoryItem *> out;
    for (const InventoryItem &item : items)
        if (item.isObject && item.kind == QLatin1String("tune"))
            out.append(&item);
    return out;
}

QString WorkloadInventory::deriveKind(const QStringList &marks, const QString &workloadId, const QString &label)
{
    for (const QString &mark : marks)
        if (mark.compare(QLatin1String("skip"), Qt::CaseInsensitive) == 0)
            return QStringLiteral("skipped");
    // "smoke" as a token delimited by string ends or non-alphanumerics (smoke-1m, smoke_fp16 qualify).
    static const QRegularExpression smokeToken(QStringLiteral("(?:^|[^A-Za-z0-9])smoke(?:$|[^A-Za-z0-9])"));
    for (const QString &mark : marks)
        if (mark == QLatin1String("smoke"))
            return QStringLiteral("smoke");
    if (smokeToken.match(workloadId).hasMatch() || smokeToken.match(label).hasMatch())
        return QStringLiteral("smoke");
    return QStringLiteral("tune");
}

namespace {

// The file part of a kernel id, without a leading "./": "perf_opt/k.py" of "./perf_opt/k.py::f::main".
QStringView kernelFile(QStringView kernelId)
{
    QStringView file = kernelId.left(kernelId.indexOf(QLatin1String("::"))).trimmed();
    while (file.startsWith(QLatin1String("./")))
        file = file.mid(2);
    return file;
}

// One path written relative to another folder ("k.py" beside the records, "perf_opt/k.py" from the
// operator directory): equal, or one ends with the other after a "/".
bool sameFile(QStringView a, QStringView b)
{
    const auto endsIn = [](QStringView path, QStringView tail) {
        return path.endsWith(tail) && path.size() > tail.size() && path.at(path.size() - tail.size() - 1) == u'/';
    };
    return !a.isEmpty() && !b.isEmpty() && (a == b || endsIn(a, b) || endsIn(b, a));
}

} // namespace

const InventoryItem *WorkloadInventory::tuneItemFor(const QString &kernelId, const QString &workloadId) const
{
    const InventoryItem *found = nullptr;
    int fits = 0;
    for (const InventoryItem *item : tuneItems()) {
        if (item->workloadId != workloadId)
            continue;
        if (item->kernelId == kernelId)
            return item;
        // The spelling as the log tables' keys are matched (OptLogMeasurements::sameGroup), but
        // never another file: "a.py::main" is no shorter "perf_opt/argmax_like.py::_argmax_kernel::main".
        if (sameFile(kernelFile(item->kernelId), kernelFile(kernelId))
            && OptLogMeasurements::sameGroup(item->kernelId, kernelId)) {
            found = item;
            ++fits;
        }
    }
    return fits == 1 ? found : nullptr;
}

WorkloadInventory WorkloadInventory::readFile(const QString &path, const QString &displayPath, const QString &root)
{
    const RunRead::Result read = RunRead::read(root, path, RunRead::MaxJsonBytes);
    if (!read.exists()) {
        WorkloadInventory inv;
        inv.displayPath = displayPath;
        return inv;
    }
    if (!read.ok() || read.cut) {
        WorkloadInventory inv;
        inv.displayPath = displayPath;
        inv.exists = true;
        inv.diagnostics = read.diagnostics(QStringLiteral("inventory"), displayPath);
        return inv;
    }
    return parse(read.bytes, displayPath);
}

WorkloadInventory WorkloadInventory::parse(const QByteArray &bytes, const QString &displayPath)
{
    WorkloadInventory inv;
    inv.displayPath = displayPath;
    inv.exists = true;
    inv.bytes = bytes;
    auto error = [&](const QString &code, int line, int column, const QString &message) {
        inv.diagnostics.append({Diagnostic::Severity::Error, code, displayPath, line, column, message});
    };
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        // QString::fromUtf8 drops the mark silently, but Python's json.loads rejects the text.
        inv.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("inventory.bom"), displayPath, 1, 1,
                                tr("The file starts with a UTF-8 byte order mark; the workflow's gate cannot read "
                                   "it as JSON")});
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        error(QStringLiteral("inventory.not-utf8"), 0, 0,
              tr("The file is not valid UTF-8 (the workflow's gate cannot read it)"));
        return inv;
    }
    const PythonJson::Result json = PythonJson::parse(text);
    if (!json.ok) {
        // Turn the character column into line:column.
        const QStringView before = QStringView(text).first(std::min<qsizetype>(json.column - 1, text.size()));
        const int line = int(before.count(QLatin1Char('\n'))) + 1;
        const int column = int(before.size() - before.lastIndexOf(QLatin1Char('\n')));
        error(QStringLiteral("inventory.bad-json"), line, column, tr("Not valid JSON: %1").arg(json.error));
        return inv;
    }
    const QVariantMap root = json.value.toMap();
    if (json.value.metaType() != QMetaType::fromType<QVariantMap>()
        || root.value(QStringLiteral("workloads")).metaType() != QMetaType::fromType<QVariantList>()) {
        error(QStringLiteral("inventory.no-workloads"), 1, 1, tr("Expected an object with a \"workloads\" array"));
        return inv;
    }
    inv.readable = true;
    // NaN, Infinity and 1e999 parse (as in Python) but are no workload property: say where.
    {
        QList<const QVariant *> pending {&json.value};
        bool reported = false;
        while (!pending.isEmpty() && !reported) {
            const QVariant *v = pending.takeLast();
            if (v->metaType() == QMetaType::fromType<double>() && !std::isfinite(v->toDouble())) {
                inv.diagnostics.append({Diagnostic::Severity::Warning, QStringLiteral("inventory.non-finite"),
                                        displayPath, 0, 0,
                                        tr("The file holds a non-finite number (NaN, Infinity or an overflow such "
                                           "as 1e999)")});
                reported = true;
            } else if (v->metaType() == QMetaType::fromType<QVariantMap>()) {
                const QVariantMap &map = *static_cast<const QVariantMap *>(v->constData());
                for (auto it = map.cbegin(); it != map.cend(); ++it)
                    pending.append(&it.value());
            } else if (v->metaType() == QMetaType::fromType<QVariantList>()) {
                const QVariantList &items = *static_cast<const QVariantList *>(v->constData());
                for (const QVariant &item : items)
                    pending.append(&item);
            }
        }
    }
    const QVariantList list = root.value(QStringLiteral("workloads")).toList();
    // Line numbers: where each value of the "workloads" array starts (objects or not, so that a
    // stray scalar item does not shift the lines of the items after it).
    QList<int> itemLines;
    {
        const qsizetype start = bytes.indexOf("\"workloads\"");
        qsizetype at = bytes.indexOf('[', start);
        int depth = 0;
        bool inString = false;
        // Lines counted as the scan goes (counting from the start for every item was quadratic).
        qsizetype counted = 0;
        int line = 1;
        bool expectItem = true;
        for (qsizetype i = at + 1; at >= 0 && i < bytes.size(); ++i) {
            const char c = bytes.at(i);
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
                continue;
            }
            if (depth == 0 && expectItem && c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != ']') {
                line += int(QByteArrayView(bytes).sliced(counted, i - counted).count('\n'));
                counted = i;
                itemLines.append(line);
                expectItem = false;
            }
            if (c == '"')
                inString = true;
            else if (c == '{' || c == '[') {
                ++depth;
            } else if (c == '}' || c == ']') {
                if (depth == 0)
                    break;
                --depth;
            } else if (c == ',' && depth == 0) {
                expectItem = true;
            }
        }
    }
    static const QStringList baseKeys{QStringLiteral("benchmark_source"), QStringLiteral("kernel_id"),
                                      QStringLiteral("workload_id"),      QStringLiteral("label"),
                                      QStringLiteral("marks"),            QStringLiteral("shape"),
                                      QStringLiteral("dtype"),            QStringLiteral("params"),
                                      QStringLiteral("kind"),             QStringLiteral("reason")};
    for (int i = 0; i < list.size(); ++i) {
        InventoryItem item;
        item.index = i + 1;
        item.line = itemLines.value(i, 1);
        const QVariant &value = list.at(i);
        if (value.metaType() != QMetaType::fromType<QVariantMap>()) {
            error(QStringLiteral("inventory.item-not-object"), item.line, 0,
                  tr("Workload #%1 is not an object").arg(item.index));
            inv.items.append(item);
            continue;
        }
        item.isObject = true;
        item.fields = value.toMap();
        QStringList missing;
        for (const QString &key : baseKeys)
            if (!item.fields.contains(key))
                missing.append(key);
        if (!missing.isEmpty())
            error(QStringLiteral("inventory.missing-field"), item.line, 0,
                  tr("Workload #%1 lacks %2").arg(item.index).arg(missing.join(QStringLiteral(", "))));
        auto str = [&](const char *key) { return item.fields.value(QLatin1String(key)).toString(); };
        item.benchmarkSource = str("benchmark_source");
        item.kernelId = str("kernel_id");
        item.workloadId = str("workload_id");
        item.label = str("label");
        item.dtype = str("dtype");
        item.kind = str("kind");
        item.reason = str("reason");
        item.tuningStatus = str("tuning_status");
        for (const QVariant &mark : item.fields.value(QStringLiteral("marks")).toList())
            item.marks.append(mark.toString());
        const QVariant precision = item.fields.value(QStringLiteral("precision_pass"));
        if (PythonJson::isBool(precision))
            item.precisionPass = precision.toBool();
        item.derivedKind = deriveKind(item.marks, item.workloadId, item.label);
        if (!item.kind.isEmpty() && item.kind != item.derivedKind)
            error(QStringLiteral("inventory.kind-mismatch"), item.line, 0,
                  tr("Workload %1 declares kind \"%2\" but its marks and names make it \"%3\"")
                      .arg(item.workloadId, item.kind, item.derivedKind));
        inv.items.append(item);
    }
    return inv;
}
