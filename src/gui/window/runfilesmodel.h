// SPDX-License-Identifier: MIT
#pragma once

#include "run/projectsnapshot.h"

#include <QAbstractItemModel>
#include <QFileIconProvider>
#include <memory>
#include <vector>

// The run's files as a tree: the operator directory's own files, then perf_opt/ with every entry
// classified (final kernel, branch, log, records, …). The listing comes from the snapshot, made off
// the GUI thread.
class RunFilesModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, RoleColumn, SizeColumn, ColumnCount };
    enum Role { RelativePathRole = Qt::UserRole + 1, FileRoleRole, IsDirRole };

    explicit RunFilesModel(QObject *parent = nullptr);
    ~RunFilesModel() override;

    void setSnapshot(const ProjectSnapshotPtr &snapshot);
    // Shows perf_opt/'s top level only: the snapshot's whole tree is still being listed.
    bool showsPendingTree() const { return m_snapshot && m_snapshot->treePending; }
    QModelIndex indexForPath(const QString &relativePath) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;

    static QString roleLabel(RunFileRole role);

private:
    struct Node;
    Node *nodeFor(const QModelIndex &index) const;

    ProjectSnapshotPtr m_snapshot;
    std::unique_ptr<Node> m_root;
    QFileIconProvider m_icons;
};
