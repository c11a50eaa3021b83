// SPDX-License-Identifier: MIT
#include "review/notesdock.h"

#include "base/messagebox.h"
#include "review/noteeditor.h"
#include "review/reviewnotesmodel.h"
#include "review/reviewnotesproxy.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QHeaderView>
#include <QLineEdit>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace {

constexpr ReviewNote::Target targets[]
    = {ReviewNote::Target::Run,    ReviewNote::Target::Round,       ReviewNote::Target::Candidate,
       ReviewNote::Target::Record, ReviewNote::Target::VariantLine, ReviewNote::Target::LogLine};

} // namespace

NotesDock::NotesDock(WorkspaceDatabase *database, QWidget *parent)
    : QDockWidget(parent)
    , m_database(database)
    , m_model(new ReviewNotesModel(database, this))
    , m_proxy(new ReviewNotesProxy(this))
    , m_filter(new QComboBox)
    , m_search(new QLineEdit)
    , m_add(new QToolButton)
    , m_edit(new QToolButton)
    , m_delete(new QToolButton)
    , m_view(new QTreeView)
    , m_message(new QLabel)
{
    m_message->setObjectName(QStringLiteral("notesMessageLabel"));
    m_message->setWordWrap(true);
    m_message->setVisible(false);
    setObjectName(QStringLiteral("notesDock"));
    m_filter->setObjectName(QStringLiteral("notesFilterComboBox"));
    m_search->setObjectName(QStringLiteral("notesSearchLineEdit"));
    m_search->setClearButtonEnabled(true);
    m_add->setObjectName(QStringLiteral("addNoteToolButton"));
    m_edit->setObjectName(QStringLiteral("editNoteToolButton"));
    m_delete->setObjectName(QStringLiteral("deleteNoteToolButton"));
    m_view->setObjectName(QStringLiteral("notesTreeView"));
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->header()->setSectionResizeMode(ReviewNotesModel::TextColumn, QHeaderView::Stretch);
    m_view->header()->setStretchLastSection(false);

    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(2, 2, 2, 2);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_filter);
    bar->addWidget(m_search, 1);
    bar->addWidget(m_add);
    bar->addWidget(m_edit);
    bar->addWidget(m_delete);
    layout->addLayout(bar);
    layout->addWidget(m_message);
    layout->addWidget(m_view);
    setWidget(content);

    connect(m_filter, &QComboBox::currentIndexChanged, this, [this] {
        const int data = m_filter->currentData().toInt();
        m_proxy->setTargets(data < 0 ? QSet<ReviewNote::Target> {}
                                     : QSet<ReviewNote::Target> {ReviewNote::Target(data)});
    });
    connect(m_search, &QLineEdit::textChanged, m_proxy, &ReviewNotesProxy::setText);
    connect(m_model, &ReviewNotesModel::failed, this, [this](const QString &message) {
        m_message->setText(message);
        m_message->setVisible(true);
    });
    connect(m_model, &QAbstractItemModel::dataChanged, m_message, &QWidget::hide);
    connect(m_add, &QToolButton::clicked, this, [this] { addNote(ReviewNote::forRun(runKey())); });
    connect(m_edit, &QToolButton::clicked, this, &NotesDock::editCurrentNote);
    connect(m_delete, &QToolButton::clicked, this, &NotesDock::deleteCurrentNote);
    connect(m_view, &QTreeView::activated, this, &NotesDock::activate);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &NotesDock::updateButtons);
    connect(m_model, &QAbstractItemModel::modelReset, this, &NotesDock::updateButtons);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &NotesDock::updateButtons);
    retranslate();
    updateButtons();
}

void NotesDock::setRun(ProjectSnapshotPtr snapshot)
{
    m_snapshot = std::move(snapshot);
    m_model->setRun(m_snapshot ? m_snapshot->runKey() : QString());
    updateButtons();
}

QString NotesDock::runKey() const
{
    return m_model->runKey();
}

void NotesDock::retranslate()
{
    setWindowTitle(tr("Review Notes"));
    const int current = std::max(m_filter->currentIndex(), 0);
    const QSignalBlocker blocker(m_filter);
    m_filter->clear();
    m_filter->addItem(tr("All notes"), -1);
    for (ReviewNote::Target target : targets)
        m_filter->addItem(ReviewNote::targetTitle(target), int(target));
    m_filter->setCurrentIndex(current);
    m_search->setPlaceholderText(tr("Filter notes"));
    m_add->setText(tr("Add"));
    m_add->setToolTip(tr("Add a note on the run"));
    m_edit->setText(tr("Edit"));
    m_delete->setText(tr("Delete"));
}

void NotesDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void NotesDock::updateButtons()
{
    m_add->setEnabled(!runKey().isEmpty());
    const bool selected = m_view->currentIndex().isValid();
    m_edit->setEnabled(selected);
    m_delete->setEnabled(selected);
}

ReviewNote NotesDock::currentNote() const
{
    return m_model->note(m_proxy->mapToSource(m_view->currentIndex()));
}

bool NotesDock::addNote(ReviewNote target)
{
    if (runKey().isEmpty())
        return false;
    target.runKey = runKey();
    const bool added = NoteEditor::createNote(this, m_model, target);
    if (added)
        m_view->setCurrentIndex(m_proxy->mapFromSource(m_model->index(m_model->rowCount() - 1, 0)));
    return added;
}

bool NotesDock::editCurrentNote()
{
    const ReviewNote note = currentNote();
    return note.id > 0 && NoteEditor::editNote(this, m_model, note);
}

bool NotesDock::deleteCurrentNote()
{
    const ReviewNote note = currentNote();
    if (note.id <= 0)
        return false;
    if (MessageBox::question(
            this, tr("Delete Note"), tr("Delete the note on %1?\n\n%2").arg(note.targetLabel(), note.text.left(200)),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel, {{QMessageBox::Yes, tr("Delete")}})
        != QMessageBox::Yes)
        return false;
    return m_model->removeNote(note.id);
}

void NotesDock::activate(const QModelIndex &proxyIndex)
{
    const ReviewNote note = m_model->note(m_proxy->mapToSource(proxyIndex));
    Q_EMIT noteActivated(note);
    if (!note.file.isEmpty())
        Q_EMIT showEvidence(note.file, note.line);
}
