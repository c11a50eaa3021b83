// SPDX-License-Identifier: MIT
#include "profiles/msprofcsvview.h"

#include "base/tabletext.h"
#include "profiles/csvstatisticsmodel.h"
#include "profiles/msprofcsvmodel.h"
#include "profiles/msprofcsvproxy.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QPromise>
#include <QScrollBar>
#include <QSet>
#include <QSignalBlocker>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QtConcurrent>
#include <limits>
#include <utility>

namespace {

// Copying more rows than this is refused: nobody pastes a million rows into a review.
constexpr int copyRowLimit = 100000;
// Above this many rows the footer is computed in the background.
constexpr int backgroundStatisticsRows = 20000;

void readCsv(QPromise<MsprofCsvView::CsvPtr> &promise, const QString &path, const QString &display)
{
    promise.setProgressRange(0, 1000);
    MsprofCsv::Options options;
    // MsprofCsv reports once per 4 MB chunk: throttled enough for a progress bar.
    options.progress = [&promise](qint64 done, qint64 total) {
        promise.setProgressValue(total > 0 ? int(done * 1000 / total) : 1000);
        return !promise.isCanceled();
    };
    promise.addResult(std::make_shared<const MsprofCsv>(MsprofCsv::read(path, display, options)));
}

} // namespace

MsprofCsvView::MsprofCsvView(QWidget *parent)
    : QWidget(parent)
    , m_model(new MsprofCsvModel(this))
    , m_proxy(new MsprofCsvProxy(this))
    , m_statistics(new CsvStatisticsModel(this))
    , m_rowFeeder(new QTimer(this))
{
    m_proxy->setCsvModel(m_model);
    m_rowFeeder->setInterval(0);
    connect(m_rowFeeder, &QTimer::timeout, this, &MsprofCsvView::showMoreRows);

    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("csvFilterLineEdit"));
    m_filter->setPlaceholderText(tr("Filter rows: text, or with a column \"> 0.5\""));
    m_filter->setClearButtonEnabled(true);
    m_filterColumn = new QComboBox;
    m_filterColumn->setObjectName(QStringLiteral("csvFilterColumnComboBox"));
    m_filterColumn->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_columnsButton = new QToolButton;
    m_columnsButton->setObjectName(QStringLiteral("csvColumnsToolButton"));
    m_columnsButton->setText(tr("Columns"));
    m_columnsButton->setPopupMode(QToolButton::InstantPopup);
    m_columnsButton->setMenu(new QMenu(m_columnsButton));
    m_copyButton = new QToolButton;
    m_copyButton->setObjectName(QStringLiteral("csvCopyToolButton"));
    m_copyButton->setText(tr("Copy"));
    m_copyButton->setPopupMode(QToolButton::MenuButtonPopup);
    auto *copyMenu = new QMenu(m_copyButton);
    QAction *copyTsv = copyMenu->addAction(tr("Copy as TSV"));
    copyTsv->setObjectName(QStringLiteral("copyTsvAction"));
    QAction *copyMarkdown = copyMenu->addAction(tr("Copy as Markdown"));
    copyMarkdown->setObjectName(QStringLiteral("copyMarkdownAction"));
    m_copyButton->setMenu(copyMenu);
    m_copyButton->setDefaultAction(copyTsv);
    m_copyButton->setText(tr("Copy"));
    connect(copyTsv, &QAction::triggered, this, [this] { copy(CopyFormat::Tsv); });
    auto *copyShortcut = new QAction(this);
    copyShortcut->setShortcut(QKeySequence::Copy);
    copyShortcut->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(copyShortcut, &QAction::triggered, this, [this] { copy(CopyFormat::Tsv); });
    connect(copyMarkdown, &QAction::triggered, this, [this] { copy(CopyFormat::Markdown); });
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("csvStatusLabel"));

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("csvProgressBar"));
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(true);
    m_progress->hide();
    m_cancelButton = new QToolButton;
    m_cancelButton->setObjectName(QStringLiteral("csvCancelToolButton"));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, [this] {
        cancel();
        cancelSort();
    });

    m_diagnosticsLabel = new QLabel;
    m_diagnosticsLabel->setObjectName(QStringLiteral("csvDiagnosticsLabel"));
    m_diagnosticsLabel->setWordWrap(true);
    m_diagnosticsLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_diagnosticsLabel->setAutoFillBackground(true);
    m_diagnosticsLabel->setContentsMargins(6, 4, 6, 4);
    QPalette warning = m_diagnosticsLabel->palette();
    warning.setColor(QPalette::Window, QColor(0xf0, 0xa0, 0x20, 60));
    m_diagnosticsLabel->setPalette(warning);
    m_diagnosticsLabel->hide();

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("csvTableView"));
    m_table->setModel(m_proxy);
    // Header clicks sort through sortByColumn(), which orders large files off the GUI thread.
    m_table->setSortingEnabled(false);
    m_table->horizontalHeader()->setSectionsClickable(true);
    m_table->horizontalHeader()->setSortIndicatorShown(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // file order until a click
    // Without sorting enabled QTableView selects the whole column on a header press; a click here
    // means "sort", and selecting 100,000 rows would change what Copy copies.
    disconnect(m_table->horizontalHeader(), &QHeaderView::sectionPressed, m_table, &QTableView::selectColumn);
    disconnect(m_table->horizontalHeader(), &QHeaderView::sectionEntered, m_table, nullptr);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultSectionSize(110);
    m_table->horizontalHeader()->setHighlightSections(false);
    // Column widths from the header and the first 100 rows, not 1,000: msprof prints each column
    // in one format, and measuring 48 columns x 1,000 cells blocked the GUI for 0.2-0.3 s.
    m_table->horizontalHeader()->setResizeContentsPrecision(100);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->addAction(copyShortcut); // Ctrl+C in the table copies the selection as TSV
    // Ctrl+A selects every row of the file, also those still to be handed to the table.
    auto *selectAll = new QAction(this);
    selectAll->setShortcut(QKeySequence::SelectAll);
    selectAll->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(selectAll, &QAction::triggered, this, [this] {
        showAllRows();
        m_table->selectAll();
    });
    m_table->addAction(selectAll);

    m_footer = new QTableView;
    m_footer->setObjectName(QStringLiteral("csvStatisticsTableView"));
    m_footer->setModel(m_statistics);
    m_footer->horizontalHeader()->hide();
    m_footer->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setSelectionMode(QAbstractItemView::NoSelection);
    m_footer->setFocusPolicy(Qt::NoFocus);
    m_footer->verticalHeader()->setDefaultSectionSize(m_table->verticalHeader()->defaultSectionSize());
    m_footer->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_footer->setFixedHeight(3 * m_footer->verticalHeader()->defaultSectionSize() + 2 * m_footer->frameWidth());
    QFont bold = m_footer->font();
    bold.setBold(true);
    m_footer->verticalHeader()->setFont(bold);

    // The footer follows the table's columns: widths, hidden columns, order and scrolling.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int section, int, int size) { m_footer->setColumnWidth(section, size); });
    connect(m_table->horizontalScrollBar(), &QScrollBar::valueChanged, m_footer->horizontalScrollBar(),
            &QScrollBar::setValue);
    connect(m_table->horizontalHeader(), &QHeaderView::sectionMoved, this,
            [this](int, int from, int to) { m_footer->horizontalHeader()->moveSection(from, to); });
    connect(m_table->verticalHeader(), &QHeaderView::geometriesChanged, this, &MsprofCsvView::syncFooterGeometry);
    connect(m_footer->verticalHeader(), &QHeaderView::geometriesChanged, this, &MsprofCsvView::syncFooterGeometry);

    auto *debounce = new QTimer(this);
    debounce->setSingleShot(true);
    debounce->setInterval(200);
    connect(m_filter, &QLineEdit::textChanged, debounce, qOverload<>(&QTimer::start));
    connect(debounce, &QTimer::timeout, this, &MsprofCsvView::applyFilter);
    connect(m_filter, &QLineEdit::returnPressed, this, &MsprofCsvView::applyFilter);
    connect(m_filterColumn, &QComboBox::currentIndexChanged, this, &MsprofCsvView::applyFilter);
    connect(&m_loader, &QFutureWatcher<CsvPtr>::progressValueChanged, m_progress, &QProgressBar::setValue);
    connect(&m_loader, &QFutureWatcher<CsvPtr>::finished, this, &MsprofCsvView::loadFinished);
    connect(m_table->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this, &MsprofCsvView::sortByColumn);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_filterColumn);
    bar->addWidget(m_columnsButton);
    bar->addWidget(m_copyButton);
    bar->addWidget(m_status);
    auto *progress = new QHBoxLayout;
    progress->setContentsMargins(0, 0, 0, 0);
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_cancelButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(bar);
    layout->addLayout(progress);
    layout->addWidget(m_diagnosticsLabel);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_footer);
    clear();
}

MsprofCsvView::~MsprofCsvView()
{
    // The headers die with the children, after this class's part of the object: no calls back.
    for (QObject *sender :
         {static_cast<QObject *>(m_table->horizontalHeader()), static_cast<QObject *>(m_table->verticalHeader()),
          static_cast<QObject *>(m_footer->verticalHeader())})
        disconnect(sender, nullptr, this, nullptr);
    ++*m_statisticsGeneration; // a footer still being computed stops
    ++*m_sortGeneration; // so does a sort
    m_loader.cancel();
    m_loader.waitForFinished();
}

void MsprofCsvView::open(const QString &absolutePath, const QString &displayPath)
{
    cancel();
    m_loader.waitForFinished();
    clear();
    m_loadingPath = displayPath;
    m_progress->setValue(0);
    m_progress->setFormat(tr("Reading %1… %p%").arg(QFileInfo(displayPath).fileName()));
    m_progress->show();
    m_cancelButton->show();
    m_status->setText(tr("Reading…"));
    m_loader.setFuture(QtConcurrent::run(readCsv, absolutePath, displayPath));
}

void MsprofCsvView::cancel()
{
    if (m_loader.isRunning())
        m_loader.cancel();
}

bool MsprofCsvView::isLoading() const
{
    return m_loader.isRunning() || isShowingRows();
}

void MsprofCsvView::loadFinished()
{
    m_progress->hide();
    m_cancelButton->hide();
    const QString path = m_loadingPath;
    if (m_loader.isCanceled() || m_loader.future().resultCount() == 0) {
        m_status->setText(tr("Reading cancelled"));
        Q_EMIT statusMessage(tr("Reading %1 cancelled").arg(path));
        Q_EMIT loadCancelled(path);
        return;
    }
    const CsvPtr csv = m_loader.result();
    if (csv->wasCancelled()) {
        m_status->setText(tr("Reading cancelled"));
        Q_EMIT loadCancelled(path);
        return;
    }
    setCsv(csv);
    if (isShowingRows())
        m_loadedPathToAnnounce = path;
    else
        Q_EMIT loaded(path);
}

bool MsprofCsvView::isShowingRows() const
{
    return !m_model->showsAllRows();
}

void MsprofCsvView::showMoreRows()
{
    m_model->showMoreRows(rowsPerStep);
    rowsShown();
}

void MsprofCsvView::showAllRows()
{
    if (!isShowingRows())
        return;
    m_model->showMoreRows(std::numeric_limits<int>::max());
    rowsShown();
}

void MsprofCsvView::rowsShown()
{
    updateStatus();
    if (isShowingRows())
        return;
    m_rowFeeder->stop();
    if (!m_proxy->rowFilter().isEmpty())
        updateStatistics(); // the filtered footer counted only the rows shown so far
    if (const std::optional<QString> path = std::exchange(m_loadedPathToAnnounce, std::nullopt))
        Q_EMIT loaded(*path);
}

void MsprofCsvView::clear()
{
    cancelSort();
    m_rowFeeder->stop();
    // A file replaced before all its rows were shown did not finish loading.
    if (const std::optional<QString> path = std::exchange(m_loadedPathToAnnounce, std::nullopt))
        Q_EMIT loadCancelled(*path);
    m_displayPath.clear();
    m_model->setCsv(nullptr);
    m_statistics->clear(0);
    m_diagnostics.clear();
    m_filterColumn->blockSignals(true);
    m_filterColumn->clear();
    m_filterColumn->addItem(tr("All columns"), -1);
    m_filterColumn->blockSignals(false);
    m_columnsButton->menu()->clear();
    m_diagnosticsLabel->hide();
    m_status->clear();
}

void MsprofCsvView::setCsv(const CsvPtr &csv)
{
    clear();
    if (!csv)
        return;
    m_displayPath = csv->displayPath();
    {
        const QSignalBlocker blocker(m_table->horizontalHeader());
        m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    }
    m_proxy->sort(-1);
    m_model->setCsv(csv, rowsPerStep);
    if (isShowingRows())
        m_rowFeeder->start();
    m_filterColumn->blockSignals(true);
    for (int c = 0; c < csv->columnCount(); ++c)
        m_filterColumn->addItem(MsprofCsvModel::columnTitle(csv->columns().at(c)), c);
    m_filterColumn->blockSignals(false);
    fitColumnWidths();
    rebuildColumnMenu();
    m_diagnostics = csv->diagnostics();
    showDiagnostics();
    applyFilter();
    Q_EMIT diagnosticsChanged(m_diagnostics);
}

// Each column as wide as its header and the text of the rows a screen shows (at most 48), within
// 60-260 px, measured with the fonts. resizeColumnsToContents() laid out each cell it measured
// (the visible rows and, by the header's resize precision, more) through the style: ~11 ms of the
// ~50 ms a 100 MB file's hand-over took on the GUI thread. A wider value further down is not seen;
// its cell elides, and the columns stay resizable.
void MsprofCsvView::fitColumnWidths()
{
    const QFontMetrics cells(m_table->font());
    // What QStyledItemDelegate adds around a one-line text (QCommonStyle's item margins), and the grid.
    const int margin = 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1)
        + (m_table->showGrid() ? 1 : 0);
    const int rowHeight = std::max(1, m_table->verticalHeader()->defaultSectionSize());
    const int rows = std::min(m_proxy->rowCount(), std::clamp(m_table->viewport()->height() / rowHeight + 1, 8, 48));
    for (int c = 0; c < m_proxy->columnCount(); ++c) {
        int width = m_table->horizontalHeader()->sectionSizeHint(c);
        for (int r = 0; r < rows; ++r)
            width = std::max(width, cells.horizontalAdvance(m_proxy->index(r, c).data().toString()) + margin);
        width = std::clamp(width, 60, 260);
        m_table->setColumnWidth(c, width);
        m_footer->setColumnWidth(c, width);
    }
}

void MsprofCsvView::sortByColumn(int column, Qt::SortOrder order)
{
    // A sorted proxy would place each later step's rows one by one; they all come in first.
    showAllRows();
    ++*m_sortGeneration; // an earlier request still computing is stale now
    m_sortingColumn = -1;
    const CsvPtr csv = m_model->csv();
    QHeaderView *header = m_table->horizontalHeader();
    if (header->sortIndicatorSection() != column || header->sortIndicatorOrder() != order) {
        const QSignalBlocker blocker(header);
        header->setSortIndicator(column, order);
    }
    const auto apply = [this, column, order] {
        m_progress->hide();
        m_cancelButton->hide();
        m_proxy->sort(column, order);
        updateStatus();
        Q_EMIT sorted(column, order);
    };
    if (!csv || column < 0 || column >= csv->columnCount() || m_model->hasSortKeys(column)
        || csv->rowCount() < backgroundStatisticsRows) {
        apply();
        return;
    }
    // Large file, new column: its order is computed on a worker; the table stays usable meanwhile.
    m_sortingColumn = column;
    const quint64 generation = *m_sortGeneration;
    const std::shared_ptr<std::atomic<quint64>> current = m_sortGeneration;
    m_progress->setRange(0, 0);
    m_progress->setFormat(tr("Sorting by %1…").arg(csv->columns().at(column).name));
    m_progress->show();
    m_cancelButton->show();
    m_status->setText(tr("Sorting…"));
    QtConcurrent::run([csv, column, generation, current] {
        return MsprofCsvModel::buildSortKeys(*csv, column, [generation, current] { return *current != generation; });
    }).then(this, [this, csv, column, generation, apply](const MsprofCsvModel::SortKeysPtr &keys) {
        if (generation != *m_sortGeneration || !keys || m_model->csv() != csv)
            return;
        m_sortingColumn = -1;
        m_progress->setRange(0, 1000);
        m_model->setSortKeys(column, keys);
        apply();
    });
}

void MsprofCsvView::cancelSort()
{
    if (m_sortingColumn < 0)
        return;
    ++*m_sortGeneration;
    m_sortingColumn = -1;
    m_progress->hide();
    m_progress->setRange(0, 1000);
    m_cancelButton->hide();
    // The header goes back to the order the rows are actually in.
    const QSignalBlocker blocker(m_table->horizontalHeader());
    m_table->horizontalHeader()->setSortIndicator(m_proxy->sortColumn(), m_proxy->sortOrder());
    updateStatus();
}

MsprofCsvView::CsvPtr MsprofCsvView::csv() const
{
    return m_model->csv();
}

void MsprofCsvView::showDiagnostics()
{
    if (m_diagnostics.isEmpty()) {
        m_diagnosticsLabel->hide();
        return;
    }
    // Each distinct problem once, with where it is; the list is capped like the reader's.
    QStringList lines;
    QSet<QString> seen;
    for (const Diagnostic &d : std::as_const(m_diagnostics)) {
        const QString line = QStringLiteral("%1: %2").arg(d.location(), d.message);
        if (seen.contains(line))
            continue;
        seen.insert(line);
        lines.append(line.toHtmlEscaped());
    }
    m_diagnosticsLabel->setText(QStringLiteral("<b>") + tr("Problems in this file (the readable rows are shown):")
                                + QStringLiteral("</b><br>") + lines.join(QStringLiteral("<br>")));
    m_diagnosticsLabel->show();
}

void MsprofCsvView::setRowFilter(const QString &text, int column)
{
    m_filter->blockSignals(true);
    m_filter->setText(text);
    m_filter->blockSignals(false);
    const int at = m_filterColumn->findData(column);
    m_filterColumn->blockSignals(true);
    m_filterColumn->setCurrentIndex(at >= 0 ? at : 0);
    m_filterColumn->blockSignals(false);
    applyFilter();
}

void MsprofCsvView::applyFilter()
{
    m_proxy->setRowFilter(m_filter->text(), m_filterColumn->currentData().toInt());
    updateStatus();
    updateStatistics();
}

void MsprofCsvView::updateStatus()
{
    const CsvPtr csv = m_model->csv();
    if (!csv) {
        m_status->clear();
        return;
    }
    m_status->setText(isShowingRows() ? tr("%1 of %2 rows…").arg(m_proxy->rowCount()).arg(csv->rowCount())
                                      : tr("%1 of %2 rows").arg(m_proxy->rowCount()).arg(csv->rowCount()));
}

void MsprofCsvView::updateStatistics()
{
    const CsvPtr csv = m_model->csv();
    const quint64 generation = ++*m_statisticsGeneration;
    if (!csv) {
        m_statistics->clear(0);
        return;
    }
    const bool all = m_proxy->rowFilter().isEmpty();
    const QList<int> rows = all ? QList<int>() : m_proxy->sourceRows();
    const int counted = all ? int(csv->rowCount()) : int(rows.size());
    if (counted < backgroundStatisticsRows) {
        m_statistics->setStatistics(CsvStatisticsModel::compute(*csv, rows, all), counted);
        syncFooterGeometry();
        Q_EMIT statisticsUpdated();
        return;
    }
    // Large files: computed in the background; a newer filter makes the result stale.
    const std::shared_ptr<std::atomic<quint64>> current = m_statisticsGeneration;
    QtConcurrent::run([csv, rows, all, generation, current] {
        return CsvStatisticsModel::compute(*csv, rows, all, [generation, current] { return *current != generation; });
    }).then(this, [this, generation, counted](const CsvStatisticsModel::Stats &stats) {
        if (generation != *m_statisticsGeneration || stats.isEmpty())
            return;
        m_statistics->setStatistics(stats, counted);
        syncFooterGeometry();
        Q_EMIT statisticsUpdated();
    });
}

void MsprofCsvView::syncFooterGeometry()
{
    // Both vertical headers as wide as the wider one, so the footer's columns sit under the table's.
    const int width
        = std::max(m_table->verticalHeader()->sizeHint().width(), m_footer->verticalHeader()->sizeHint().width());
    m_table->verticalHeader()->setFixedWidth(width);
    m_footer->verticalHeader()->setFixedWidth(width);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        m_footer->setColumnWidth(c, m_table->columnWidth(c));
        m_footer->setColumnHidden(c, m_table->isColumnHidden(c));
    }
}

void MsprofCsvView::rebuildColumnMenu()
{
    QMenu *menu = m_columnsButton->menu();
    menu->clear();
    const CsvPtr csv = m_model->csv();
    if (!csv)
        return;
    QAction *all = menu->addAction(tr("Show all columns"));
    connect(all, &QAction::triggered, this, [this] {
        for (int c = 0; c < m_model->columnCount(); ++c)
            setColumnVisible(c, true);
    });
    QAction *noNa = menu->addAction(tr("Hide columns without numbers"));
    connect(noNa, &QAction::triggered, this, [this] {
        const CsvPtr csv = m_model->csv();
        for (int c = 0; csv && c < csv->columnCount(); ++c) {
            const MsprofCsv::Column &column = csv->columns().at(c);
            if (column.numberCount == 0 && column.textCount == 0)
                setColumnVisible(c, false);
        }
    });
    menu->addSeparator();
    for (int c = 0; c < csv->columnCount(); ++c) {
        QAction *action = menu->addAction(MsprofCsvModel::columnTitle(csv->columns().at(c)));
        action->setCheckable(true);
        action->setChecked(!m_table->isColumnHidden(c));
        action->setData(c);
        connect(action, &QAction::toggled, this, [this, c](bool on) { setColumnVisible(c, on); });
    }
}

void MsprofCsvView::setColumnVisible(int column, bool visible)
{
    if (column < 0 || column >= m_model->columnCount())
        return;
    m_table->setColumnHidden(column, !visible);
    m_footer->setColumnHidden(column, !visible);
    if (visible && m_table->columnWidth(column) == 0)
        m_table->setColumnWidth(column, 110);
    for (QAction *action : m_columnsButton->menu()->actions()) {
        if (action->isCheckable() && action->data().toInt() == column && action->isChecked() != visible) {
            const QSignalBlocker blocker(action);
            action->setChecked(visible);
        }
    }
}

bool MsprofCsvView::isColumnVisible(int column) const
{
    return column >= 0 && column < m_model->columnCount() && !m_table->isColumnHidden(column);
}

QString MsprofCsvView::copyText(CopyFormat format) const
{
    const CsvPtr csv = m_model->csv();
    if (!csv)
        return QString();
    // Visible columns in view order.
    QList<int> columns;
    const QHeaderView *header = m_table->horizontalHeader();
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!m_table->isColumnHidden(logical))
            columns.append(logical);
    }
    QList<int> rows;
    const QModelIndexList selected = m_table->selectionModel()->selectedIndexes();
    if (!selected.isEmpty()) {
        QSet<int> rowSet, columnSet;
        for (const QModelIndex &index : selected) {
            rowSet.insert(index.row());
            columnSet.insert(index.column());
        }
        rows = QList<int>(rowSet.cbegin(), rowSet.cend());
        std::sort(rows.begin(), rows.end());
        columns.removeIf([&](int c) { return !columnSet.contains(c); });
    } else {
        for (int row = 0; row < std::min(m_proxy->rowCount(), copyRowLimit); ++row)
            rows.append(row);
    }
    QStringList headerCells;
    QList<bool> numeric;
    for (int c : std::as_const(columns)) {
        headerCells.append(MsprofCsvModel::columnTitle(csv->columns().at(c)));
        numeric.append(csv->columns().at(c).isNumeric());
    }
    QList<QStringList> cells;
    cells.reserve(rows.size());
    for (int row : std::as_const(rows)) {
        QStringList line;
        for (int c : std::as_const(columns))
            line.append(m_proxy->index(row, c).data().toString());
        cells.append(line);
    }
    return format == CopyFormat::Tsv ? TableText::tsv(headerCells, cells)
                                     : TableText::markdown(headerCells, cells, numeric);
}

void MsprofCsvView::copy(CopyFormat format)
{
    showAllRows(); // the rows still to come are part of what is copied
    const QString text = copyText(format);
    if (text.isEmpty())
        return;
    QApplication::clipboard()->setText(text);
    const int rows = int(text.count(QLatin1Char('\n'))) - (format == CopyFormat::Markdown ? 2 : 1);
    Q_EMIT statusMessage(format == CopyFormat::Tsv ? tr("Copied %1 rows as TSV").arg(rows)
                                                   : tr("Copied %1 rows as Markdown").arg(rows));
}
