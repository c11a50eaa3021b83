// SPDX-License-Identifier: MIT
#include "window/runfilesmodel.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QLocale>

struct RunFilesModel::Node {
    QString name;
    QString relativePath;
    RunFileRole role = RunFileRole::Other;
    RunFileVerdict verdict = RunFileVerdict::Unknown;
    QString reason;
    bool isDir = false;
    qint64 size = 0;
    Node *parent = nullptr;
    std::vector<std::unique_ptr<Node>> children;

    Node *add(std::unique_ptr<Node> child)
    {
        child->parent = this;
        children.push_back(std::move(child));
        return children.back().get();
    }
    int row() const
    {
        if (!parent)
            return 0;
        for (size_t i = 0; i < parent->children.size(); ++i)
            if (parent->children[i].get() == this)
                return int(i);
        return 0;
    }
};

RunFilesModel::RunFilesModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
}

RunFilesModel::~RunFilesModel() = default;

QString RunFilesModel::roleLabel(RunFileRole role)
{
    switch (role) {
    case RunFileRole::FinalKernel: return tr("Final kernel");
    case RunFileRole::BranchKernel: return tr("Experiment branch");
    case RunFileRole::BaselineKernel: return tr("Baseline kernel");
    case RunFileRole::HistoryVersion: return tr("History version");
    case RunFileRole::OptLog: return tr("Optimisation log");
    case RunFileRole::Records: return tr("Performance records");
    case RunFileRole::Inventory: return tr("Workload inventory");
    case RunFileRole::PerfFeedback: return tr("Performance feedback");
    case RunFileRole::Design: return tr("Design document");
    case RunFileRole::Optimize: return tr("Optimize.md summary");
    case RunFileRole::RunnerScript: return tr("Experiment runner");
    case RunFileRole::HelperScript: return tr("Helper script");
    case RunFileRole::ProfilesDir: return tr("msprof profiles");
    case RunFileRole::LogsDir: return tr("Experiment logs");
    case RunFileRole::HistoryDir: return tr("History versions");
    case RunFileRole::AbWorkdir: return tr("A/B test workdir");
    case RunFileRole::ForbiddenFile: return tr("Forbidden file");
    case RunFileRole::Other: break;
    }
    return QString();
}

void RunFilesModel::setSnapshot(const ProjectSnapshotPtr &snapshot)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_root = std::make_unique<Node>();
    if (snapshot && snapshot->layout.isValid()) {
        const RunLayout &layout = snapshot->layout;
        QHash<QString, const RunFile *> classified;
        for (const RunFile &file : layout.files)
            classified.insert(file.relativePath, &file);
        QHash<QString, Node *> dirs;
        Node *perfOpt = m_root.get();
        if (!layout.perfOptRel.isEmpty()) {
            // The operator directory's own files first, then the perf_opt/ folder.
            for (const RunFile &file : layout.files) {
                if (file.relativePath.contains(QLatin1Char('/')))
                    continue;
                auto node = std::make_unique<Node>();
                node->name = file.relativePath;
                node->relativePath = file.relativePath;
                node->role = file.role;
                node->verdict = file.verdict;
                node->reason = file.reason;
                node->size = file.size;
                m_root->add(std::move(node));
            }
            auto dir = std::make_unique<Node>();
            dir->name = layout.perfOptRel;
            dir->relativePath = layout.perfOptRel;
            dir->isDir = true;
            perfOpt = m_root->add(std::move(dir));
        }
        dirs.insert(layout.perfOptRel, perfOpt);
        // Before the whole tree is listed (after the first paint), perf_opt/'s top level stands in
        // for it, sizes unknown.
        const bool pending = snapshot->treePending;
        for (const RunFile &entry : pending ? layout.topLevel : layout.entries) {
            const qsizetype slash = entry.relativePath.lastIndexOf(QLatin1Char('/'));
            const QString parentPath = slash < 0 ? QString() : entry.relativePath.left(slash);
            Node *parent = dirs.value(parentPath);
            if (!parent)
                continue;
            auto node = std::make_unique<Node>();
            node->name = entry.relativePath.mid(slash + 1);
            node->relativePath = entry.relativePath;
            node->isDir = entry.isDir;
            node->size = pending ? -1 : entry.size;
            node->reason = entry.reason;
            if (const RunFile *known = classified.value(entry.relativePath)) {
                node->role = known->role;
                node->verdict = known->verdict;
                node->reason = known->reason;
            }
            Node *added = parent->add(std::move(node));
            if (entry.isDir)
                dirs.insert(entry.relativePath, added);
        }
    }
    endResetModel();
}

RunFilesModel::Node *RunFilesModel::nodeFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex RunFilesModel::index(int row, int column, const QModelIndex &parent) const
{
    Node *p = nodeFor(parent);
    if (row < 0 || column < 0 || column >= ColumnCount || size_t(row) >= p->children.size())
        return {};
    return createIndex(row, column, p->children[size_t(row)].get());
}

QModelIndex RunFilesModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *n = nodeFor(child);
    if (!n->parent || n->parent == m_root.get())
        return {};
    return createIndex(n->parent->row(), 0, n->parent);
}

int RunFilesModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeFor(parent)->children.size());
}

int RunFilesModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool RunFilesModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return false;
    const Node *n = nodeFor(parent);
    return !n->children.empty();
}

QVariant RunFilesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *n = nodeFor(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn: return n->name;
        case RoleColumn: return n->role == RunFileRole::Other ? QVariant() : QVariant(roleLabel(n->role));
        case SizeColumn: return n->isDir || n->size < 0 ? QVariant() : QVariant(QLocale().formattedDataSize(n->size));
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == NameColumn)
            return m_icons.icon(n->isDir ? QFileIconProvider::Folder : QFileIconProvider::File);
        break;
    case Qt::ToolTipRole: {
        QString tip = n->relativePath;
        if (!n->reason.isEmpty())
            tip += QLatin1Char('\n') + n->reason;
        return tip;
    }
    case Qt::ForegroundRole:
        if (n->verdict == RunFileVerdict::Forbidden)
            return QColor(Qt::red);
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == SizeColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case RelativePathRole:
        return n->relativePath;
    case FileRoleRole:
        return int(n->role);
    case IsDirRole:
        return n->isDir;
    }
    return {};
}

QVariant RunFilesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Name");
    case RoleColumn: return tr("Kind");
    case SizeColumn: return tr("Size");
    }
    return {};
}

QModelIndex RunFilesModel::indexForPath(const QString &relativePath) const
{
    std::function<QModelIndex(const QModelIndex &)> search = [&](const QModelIndex &parent) -> QModelIndex {
        for (int row = 0; row < rowCount(parent); ++row) {
            const QModelIndex idx = index(row, 0, parent);
            if (idx.data(RelativePathRole).toString() == relativePath)
                return idx;
            if (const QModelIndex found = search(idx); found.isValid())
                return found;
        }
        return {};
    };
    return search({});
}
