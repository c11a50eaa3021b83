// SPDX-License-Identifier: MIT
#pragma once

#include "profiles/profileindex.h"
#include "run/profilelinks.h"

#include <QAbstractItemModel>
#include <QFileIconProvider>
#include <memory>

// The msprof output of a run as a tree: the folders under profiles/ and the A/B workdirs (stages,
// rounds, candidates, workloads) → runs → the device / kernel / launch levels of the nested layout
// (simulator cores) → files. A run shows Task Duration (the median over launches), Block Dim, Op
// Type and frequency, and the records that cite it. Built from the index alone: no file is read.
class ProfileTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column {
        NameColumn,
        TaskDurationColumn,
        BlockDimColumn,
        OpTypeColumn,
        FrequencyColumn,
        RecordsColumn,
        SizeColumn,
        ColumnCount
    };
    enum class NodeKind { Folder, Run, Device, Kernel, Launch, Core, File, ViewerFile };
    enum Role {
        NodeKindRole = Qt::UserRole + 1, // int(NodeKind)
        RelativePathRole, // relative to the operator directory
        RunDirRole, // the run the node belongs to
        LaunchIndexRole, // index into ProfileRun::launches; -1 above the launch level
        RecordLinesRole, // QList<int>: records that cite the run
        TaskDurationRole, // double (NaN when unknown)
        SizeRole, // qint64 bytes (files)
    };

    explicit ProfileTreeModel(QObject *parent = nullptr);
    ~ProfileTreeModel() override;

    void setIndex(const ProfileIndex &index, const ProfileLinks &links = {});
    const ProfileIndex &profileIndex() const { return m_index; }
    const ProfileLinks &links() const { return m_links; }

    QModelIndex indexForRun(const QString &runDir) const;
    QModelIndex indexForLaunch(const QString &runDir, int launch) const;
    QModelIndex indexForPath(const QString &relativePath) const; // a file or directory node
    const ProfileRun *run(const QModelIndex &index) const;
    NodeKind kind(const QModelIndex &index) const;
    QString relativePath(const QModelIndex &index) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

    static QString formatSize(qint64 bytes);

private:
    struct Node;
    Node *nodeFor(const QModelIndex &index) const;
    QModelIndex indexFor(const Node *node) const;
    void addRun(int runIndex);
    void foldSingleRunFolders(Node *node);
    void addLaunchFiles(Node *parent, const ProfileRun &run, int launch);

    ProfileIndex m_index;
    ProfileLinks m_links;
    std::unique_ptr<Node> m_root;
    QHash<QString, Node *> m_byPath;
    QFileIconProvider m_icons;
};
