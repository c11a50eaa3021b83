// SPDX-License-Identifier: MIT
#include "profiles/profiletreemodel.h"

#include "profiles/msprofcsv.h"
#include "profiles/profilesummary.h"

#include <QApplication>
#include <QColor>
#include <QFileInfo>
#include <QFont>
#include <QStyle>

struct ProfileTreeModel::Node
{
    NodeKind kind = NodeKind::Folder;
    QString name;
    QString label; // shown instead of the name when set: a run folded into its only folder
    QString relativePath;
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
    int runIndex = -1;
    int launchIndex = -1;
    qint64 size = -1;

    Node *add(NodeKind childKind, const QString &childName, const QString &path)
    {
        auto node = std::make_unique<Node>();
        node->kind = childKind;
        node->name = childName;
        node->relativePath = path;
        node->parent = this;
        node->row = int(children.size());
        node->runIndex = runIndex;
        node->launchIndex = launchIndex;
        children.push_back(std::move(node));
        return children.back().get();
    }
    Node *folder(const QString &childName, const QString &path)
    {
        for (const auto &child : children) {
            if (child->kind == NodeKind::Folder && child->name == childName)
                return child.get();
        }
        return add(NodeKind::Folder, childName, path);
    }
};

namespace {

QString joinPath(const QString &dir, const QString &name)
{
    return dir.isEmpty() || dir == QLatin1String(".") ? name : dir + QLatin1Char('/') + name;
}

QString duration(double us)
{
    return std::isfinite(us) ? QString::number(us, 'f', 3) : QString();
}

} // namespace

ProfileTreeModel::ProfileTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{ }

ProfileTreeModel::~ProfileTreeModel() = default;

void ProfileTreeModel::setIndex(const ProfileIndex &index, const ProfileLinks &links)
{
    beginResetModel();
    m_index = index;
    m_links = links;
    m_root = std::make_unique<Node>();
    m_byPath.clear();
    for (int i = 0; i < m_index.runs().size(); ++i)
        addRun(i);
    // Folders in the order people number them: round2 before round10 (QCollator's numeric mode
    // does nothing in the C locale, so digits are compared here).
    const auto natural = [](const QString &a, const QString &b) {
        qsizetype i = 0, j = 0;
        while (i < a.size() && j < b.size()) {
            if (a.at(i).isDigit() && b.at(j).isDigit()) {
                qsizetype ei = i, ej = j;
                while (ei < a.size() && a.at(ei).isDigit())
                    ++ei;
                while (ej < b.size() && b.at(ej).isDigit())
                    ++ej;
                const qulonglong x = a.mid(i, ei - i).toULongLong();
                const qulonglong y = b.mid(j, ej - j).toULongLong();
                if (x != y)
                    return x < y;
                i = ei;
                j = ej;
                continue;
            }
            if (a.at(i) != b.at(j))
                return a.at(i) < b.at(j);
            ++i;
            ++j;
        }
        return a.size() - i < b.size() - j;
    };
    const std::function<void(Node *)> sortFolders = [&](Node *node) {
        if (node->kind == NodeKind::Folder) {
            std::stable_sort(node->children.begin(), node->children.end(),
                             [&](const auto &a, const auto &b) { return natural(a->name, b->name); });
            for (int i = 0; i < int(node->children.size()); ++i)
                node->children[size_t(i)]->row = i;
        }
        for (const auto &child : node->children)
            sortFolders(child.get());
    };
    sortFolders(m_root.get());
    foldSingleRunFolders(m_root.get());
    endResetModel();
}

// A workload folder that holds one run is shown as that run: "short_row_fp16 · 09-24 13:03:28".
// The tree is then one level shallower where runs are one per folder, as the runner writes them.
void ProfileTreeModel::foldSingleRunFolders(Node *node)
{
    for (size_t i = 0; i < node->children.size(); ++i) {
        Node *child = node->children[i].get();
        if (child->kind != NodeKind::Folder)
            continue;
        if (child->children.size() == 1 && child->children.front()->kind == NodeKind::Run) {
            std::unique_ptr<Node> run = std::move(child->children.front());
            const ProfileRun &r = m_index.runs().at(run->runIndex);
            const QString stamp = r.timestamp.size() == 14
                ? QStringLiteral("%1-%2 %3:%4:%5")
                      .arg(r.timestamp.mid(4, 2), r.timestamp.mid(6, 2), r.timestamp.mid(8, 2), r.timestamp.mid(10, 2),
                           r.timestamp.mid(12, 2))
                : r.name;
            run->label = child->name + QStringLiteral("  ·  ") + stamp;
            run->parent = node;
            run->row = int(i);
            m_byPath.insert(child->relativePath, run.get());
            node->children[i] = std::move(run);
        } else {
            foldSingleRunFolders(child);
        }
    }
}

void ProfileTreeModel::addRun(int runIndex)
{
    const ProfileRun &run = m_index.runs().at(runIndex);
    // Paths are shown from below perf_opt/: profiles/…, ab_round3/…
    const QString profiles = m_index.profilesRelDir();
    const qsizetype slash = profiles.lastIndexOf(QLatin1Char('/'));
    const QString base = slash < 0 ? QString() : profiles.left(slash);
    QString rel = run.relativeDir;
    if (!base.isEmpty() && rel.startsWith(base + QLatin1Char('/')))
        rel = rel.mid(base.size() + 1);
    const QStringList segments = rel.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    Node *parent = m_root.get();
    QString path = base;
    for (qsizetype i = 0; i + 1 < segments.size(); ++i) {
        path = joinPath(path, segments.at(i));
        parent = parent->folder(segments.at(i), path);
        m_byPath.insert(path, parent);
    }
    Node *node = parent->add(NodeKind::Run, run.name, run.relativeDir);
    node->runIndex = runIndex;
    m_byPath.insert(run.relativeDir, node);

    const bool flat = run.launches.size() == 1 && run.launches.first().relativeDir == run.relativeDir;
    if (flat || run.kind == ProfileRun::Kind::AppSummary) {
        for (int i = 0; i < run.launches.size(); ++i)
            addLaunchFiles(node, run, i);
        return;
    }
    // Nested: device<id>/ → <kernel>/ → <n>/ as msopprof writes them (§1.3).
    for (int i = 0; i < run.launches.size(); ++i) {
        const ProfileLaunch &launch = run.launches.at(i);
        Node *level = node;
        if (launch.deviceId >= 0) {
            const QString name = QStringLiteral("device%1").arg(launch.deviceId);
            Node *device = nullptr;
            for (const auto &child : level->children) {
                if (child->kind == NodeKind::Device && child->name == name)
                    device = child.get();
            }
            if (!device) {
                device = level->add(NodeKind::Device, name, joinPath(run.relativeDir, name));
                m_byPath.insert(device->relativePath, device);
            }
            level = device;
        }
        Node *kernel = nullptr;
        for (const auto &child : level->children) {
            if (child->kind == NodeKind::Kernel && child->name == launch.kernelName)
                kernel = child.get();
        }
        if (!kernel) {
            kernel = level->add(NodeKind::Kernel, launch.kernelName, joinPath(level->relativePath, launch.kernelName));
            m_byPath.insert(kernel->relativePath, kernel);
        }
        Node *launchNode = kernel->add(NodeKind::Launch, QString::number(launch.index), launch.relativeDir);
        launchNode->launchIndex = i;
        m_byPath.insert(launch.relativeDir, launchNode);
        addLaunchFiles(launchNode, run, i);
    }
}

void ProfileTreeModel::addLaunchFiles(Node *parent, const ProfileRun &run, int launchIndex)
{
    const ProfileLaunch &launch = run.launches.at(launchIndex);
    const auto addFile = [&](Node *to, NodeKind kind, const QString &name, const QString &path, qint64 size) {
        Node *file = to->add(kind, name, path);
        file->launchIndex = launchIndex;
        file->size = size;
        m_byPath.insert(path, file);
    };
    // Simulator files live in simulator/<core>/: one node per core.
    const auto levelFor = [&](const QString &path) -> Node * {
        static const QString marker = QStringLiteral("/simulator/");
        const qsizetype at = path.indexOf(marker);
        if (at < 0)
            return parent;
        const QString below = path.mid(at + marker.size());
        const qsizetype slash = below.indexOf(QLatin1Char('/'));
        if (slash < 0)
            return parent;
        const QString core = below.left(slash);
        for (const auto &child : parent->children) {
            if (child->kind == NodeKind::Core && child->name == core)
                return child.get();
        }
        Node *node = parent->add(NodeKind::Core, core, path.left(at + marker.size() + slash));
        node->launchIndex = launchIndex;
        m_byPath.insert(node->relativePath, node);
        return node;
    };
    const OpBasicInfo &info = launch.basicInfo;
    if (!info.file.isEmpty() && MsprofCsv::kindForFileName(info.file) == MsprofCsv::FileKind::OpBasicInfo) {
        addFile(parent, NodeKind::File, QFileInfo(info.file).fileName(), info.file,
                QFileInfo(m_index.absolutePath(info.file)).size());
    }
    QList<MetricFile> files = launch.metricFiles;
    std::stable_sort(files.begin(), files.end(),
                     [](const MetricFile &a, const MetricFile &b) { return a.name < b.name; });
    for (const MetricFile &file : std::as_const(files))
        addFile(levelFor(file.relativePath), NodeKind::File, file.name, file.relativePath, file.size);
    for (const MetricFile &file : launch.viewerFiles)
        addFile(levelFor(file.relativePath), NodeKind::ViewerFile, file.name, file.relativePath, file.size);
}

ProfileTreeModel::Node *ProfileTreeModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex ProfileTreeModel::indexFor(const Node *node) const
{
    if (!node || node == m_root.get())
        return {};
    return createIndex(node->row, 0, const_cast<Node *>(node));
}

QModelIndex ProfileTreeModel::indexForRun(const QString &runDir) const
{
    const Node *node = m_byPath.value(runDir);
    return node && node->kind == NodeKind::Run ? indexFor(node) : QModelIndex();
}

QModelIndex ProfileTreeModel::indexForLaunch(const QString &runDir, int launch) const
{
    const ProfileRun *r = m_index.runAt(runDir);
    if (!r || launch < 0 || launch >= r->launches.size())
        return {};
    const Node *node = m_byPath.value(r->launches.at(launch).relativeDir);
    return node && node->kind == NodeKind::Launch ? indexFor(node) : indexForRun(runDir);
}

QModelIndex ProfileTreeModel::indexForPath(const QString &relativePath) const
{
    return indexFor(m_byPath.value(relativePath));
}

const ProfileRun *ProfileTreeModel::run(const QModelIndex &index) const
{
    const Node *node = nodeFor(index);
    return node && node->runIndex >= 0 && node->runIndex < m_index.runs().size() ? &m_index.runs().at(node->runIndex)
                                                                                 : nullptr;
}

ProfileTreeModel::NodeKind ProfileTreeModel::kind(const QModelIndex &index) const
{
    return nodeFor(index)->kind;
}

QString ProfileTreeModel::relativePath(const QModelIndex &index) const
{
    return nodeFor(index)->relativePath;
}

QModelIndex ProfileTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    const Node *node = nodeFor(parent);
    if (row < 0 || row >= int(node->children.size()))
        return {};
    return createIndex(row, column, node->children[size_t(row)].get());
}

QModelIndex ProfileTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexFor(nodeFor(child)->parent);
}

int ProfileTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeFor(parent)->children.size());
}

int ProfileTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool ProfileTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QString ProfileTreeModel::formatSize(qint64 bytes)
{
    if (bytes < 0)
        return QString();
    if (bytes < 1024)
        return tr("%1 B").arg(bytes);
    if (bytes < 1024 * 1024)
        return tr("%1 KB").arg(double(bytes) / 1024, 0, 'f', 1);
    if (bytes < 1024LL * 1024 * 1024)
        return tr("%1 MB").arg(double(bytes) / (1024 * 1024), 0, 'f', 1);
    return tr("%1 GB").arg(double(bytes) / (1024.0 * 1024 * 1024), 0, 'f', 2);
}

QVariant ProfileTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = nodeFor(index);
    const ProfileRun *r = run(index);
    const bool isRun = node->kind == NodeKind::Run;
    const bool isLaunch = node->kind == NodeKind::Launch;
    const OpBasicInfo *info = nullptr;
    if (r && isRun)
        info = &r->basicInfo;
    else if (r && isLaunch)
        info = &r->launches.at(node->launchIndex).basicInfo;
    const QList<const ProfileLinks::Record *> records
        = r && isRun ? m_links.recordsOfRun(r->relativeDir) : QList<const ProfileLinks::Record *>();

    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return node->label.isEmpty() ? node->name : node->label;
        case TaskDurationColumn:
            if (isRun && r->launches.size() > 1 && r->kind != ProfileRun::Kind::Simulator)
                return tr("%1 (×%2)").arg(duration(r->taskDurationUs())).arg(r->durations.count);
            if (isRun && r->kind == ProfileRun::Kind::AppSummary && r->durations.count > 1)
                return tr("%1 (×%2)").arg(duration(r->taskDurationUs())).arg(r->durations.count);
            return info ? QVariant(duration(isRun ? r->taskDurationUs() : info->taskDurationUs)) : QVariant();
        case BlockDimColumn:
            if (!info || info->blockDim < 0)
                return {};
            return info->mixBlockDim >= 0 ? QStringLiteral("%1 / %2").arg(info->blockDim).arg(info->mixBlockDim)
                                          : QString::number(info->blockDim);
        case OpTypeColumn:
            if (isRun && r->kind == ProfileRun::Kind::Simulator)
                return tr("simulator");
            return info ? QVariant(info->opType) : QVariant();
        case FrequencyColumn:
            if (!info || info->currentFreqMHz < 0)
                return {};
            if (info->ratedFreqMHz > 0 && info->ratedFreqMHz != info->currentFreqMHz)
                return tr("%1 / %2 MHz").arg(info->currentFreqMHz).arg(info->ratedFreqMHz);
            return tr("%1 MHz").arg(info->currentFreqMHz);
        case RecordsColumn: {
            if (records.isEmpty())
                return {};
            const ProfileLinks::Record *first = records.first();
            QString text = tr("%1 · %2").arg(first->candidateId, first->workloadKey);
            if (records.size() > 1)
                text += tr(" +%1").arg(records.size() - 1);
            return text;
        }
        case SizeColumn:
            return formatSize(node->size);
        default:
            return {};
        }
    case Qt::ToolTipRole: {
        if (index.column() == RecordsColumn && !records.isEmpty()) {
            QStringList lines;
            for (const ProfileLinks::Record *record : records)
                lines.append(tr("records line %1: %2 on %3, round %4")
                                 .arg(QString::number(record->line), record->candidateId, record->workloadKey,
                                      QString::number(record->round)));
            return lines.join(QLatin1Char('\n'));
        }
        if (isRun) {
            QString tip = r->relativeDir + QLatin1Char('\n') + tr("Layout: %1").arg(ProfileRun::kindName(r->kind));
            if (r->durations.count > 1)
                tip += QLatin1Char('\n')
                    + tr("Task Duration over %1 launches: median %2 us, min %3 us, max %4 us")
                          .arg(r->durations.count)
                          .arg(duration(r->durations.median), duration(r->durations.min), duration(r->durations.max));
            if (!r->basicInfo.present && r->kind != ProfileRun::Kind::Simulator)
                tip += QLatin1Char('\n') + tr("No readable OpBasicInfo: Task Duration is unknown.");
            return tip;
        }
        if (isLaunch && node->launchIndex == ProfileSummary::medianLaunch(*r))
            return tr("%1\nThe launch closest to the median Task Duration").arg(node->relativePath);
        return node->relativePath;
    }
    case Qt::ForegroundRole:
        if (index.column() == FrequencyColumn && info && info->ratedFreqMHz > 0 && info->currentFreqMHz > 0
            && info->currentFreqMHz < info->ratedFreqMHz)
            return QColor(0xc0, 0x60, 0x00); // throttled: durations are not comparable
        if ((isRun || isLaunch) && info && !info->present && r->kind != ProfileRun::Kind::Simulator)
            return QColor(0xc0, 0x1c, 0x28);
        if (index.column() == SizeColumn)
            return QApplication::palette().color(QPalette::PlaceholderText);
        return {};
    case Qt::FontRole:
        if (isLaunch && index.column() == TaskDurationColumn && node->launchIndex == ProfileSummary::medianLaunch(*r)) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TaskDurationColumn || index.column() == SizeColumn || index.column() == BlockDimColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DecorationRole:
        if (index.column() != NameColumn)
            return {};
        switch (node->kind) {
        case NodeKind::Run:
            return QApplication::style()->standardIcon(QStyle::SP_FileDialogContentsView);
        case NodeKind::File:
            return m_icons.icon(QFileIconProvider::File);
        case NodeKind::ViewerFile:
            return QApplication::style()->standardIcon(QStyle::SP_FileLinkIcon);
        default:
            return m_icons.icon(QFileIconProvider::Folder);
        }
    case NodeKindRole:
        return int(node->kind);
    case RelativePathRole:
        return node->relativePath;
    case RunDirRole:
        return r ? r->relativeDir : QString();
    case LaunchIndexRole:
        return node->launchIndex;
    case RecordLinesRole: {
        QList<int> lines;
        for (const ProfileLinks::Record *record : records)
            lines.append(record->line);
        return QVariant::fromValue(lines);
    }
    case TaskDurationRole:
        if (isRun)
            return r->taskDurationUs();
        return info ? info->taskDurationUs : std::numeric_limits<double>::quiet_NaN();
    case SizeRole:
        return node->size;
    default:
        return {};
    }
}

QVariant ProfileTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Profile");
    case TaskDurationColumn:
        return tr("Task Duration (us)");
    case BlockDimColumn:
        return tr("Block Dim");
    case OpTypeColumn:
        return tr("Op Type");
    case FrequencyColumn:
        return tr("Frequency");
    case RecordsColumn:
        return tr("Records");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}
