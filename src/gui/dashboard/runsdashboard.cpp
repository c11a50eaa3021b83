// SPDX-License-Identifier: MIT
#include "dashboard/runsdashboard.h"

#include "dashboard/runindexmodel.h"
#include "review/workspacedatabase.h"
#include "review/workspacewatcher.h"

#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <iterator>

namespace {

// Text in any column, and the review status chosen in the combo box.
class RunFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    int review = -1; // RunIndexRow::ReviewStatus, -1 = any
    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (review >= 0) {
            const QModelIndex at = sourceModel()->index(row, RunIndexModel::ReviewColumn, parent);
            if (at.data(RunIndexModel::SortRole).toInt() != review)
                return false;
        }
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }
};

// Upper bounds of the speedup bins (the last is open).
constexpr double BinEdges[] = {1.0, 1.1, 1.25, 1.5, 2.0};

} // namespace

QStringList RunsDashboard::binLabels()
{
    // No "<": chart labels are rich text.
    return {QStringLiteral("0–1.0×"), QStringLiteral("1.0–1.1×"), QStringLiteral("1.1–1.25×"),
            QStringLiteral("1.25–1.5×"), QStringLiteral("1.5–2×"), QStringLiteral("≥ 2×")};
}

RunsDashboard::RunsDashboard(WorkspaceDatabase *database, QWidget *parent)
    : QWidget(parent)
    , m_database(database)
    , m_watcher(new WorkspaceWatcher(database, this))
    , m_model(new RunIndexModel(this))
    , m_proxy(new RunFilterProxy(this))
    , m_title(new QLabel)
    , m_filter(new QLineEdit)
    , m_review(new QComboBox)
    , m_indexButton(new QToolButton)
    , m_refreshButton(new QToolButton)
    , m_cancelButton(new QToolButton)
    , m_closeButton(new QToolButton)
    , m_view(new QTableView)
    , m_chart(new QChartView)
    , m_status(new QLabel)
    , m_reloadTimer(new QTimer(this))
    , m_progressTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("runsDashboard"));
    m_filter->setObjectName(QStringLiteral("dashboardFilterLineEdit"));
    m_filter->setClearButtonEnabled(true);
    m_review->setObjectName(QStringLiteral("dashboardReviewComboBox"));
    m_indexButton->setObjectName(QStringLiteral("dashboardIndexToolButton"));
    m_refreshButton->setObjectName(QStringLiteral("dashboardRefreshToolButton"));
    m_cancelButton->setObjectName(QStringLiteral("dashboardCancelToolButton"));
    m_cancelButton->setVisible(false);
    m_closeButton->setObjectName(QStringLiteral("dashboardCloseToolButton"));
    m_view->setObjectName(QStringLiteral("dashboardTableView"));
    m_chart->setObjectName(QStringLiteral("dashboardChartView"));
    m_status->setObjectName(QStringLiteral("dashboardStatusLabel"));
    QFont title = m_title->font();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    m_title->setFont(title);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(RunIndexModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(RunIndexModel::OperatorColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(RunIndexModel::PathColumn, QHeaderView::Stretch);

    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(180);
    // The chart QChartView made (setChart() would release it without deleting it).
    m_chart->chart()->legend()->setVisible(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_title);
    bar->addSpacing(12);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_review);
    bar->addWidget(m_indexButton);
    bar->addWidget(m_cancelButton);
    bar->addWidget(m_refreshButton);
    bar->addWidget(m_closeButton);
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(m_view);
    splitter->addWidget(m_chart);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({340, 300});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_status);

    m_reloadTimer->setSingleShot(true);
    m_reloadTimer->setInterval(250);
    connect(m_reloadTimer, &QTimer::timeout, this, &RunsDashboard::reload);
    connect(m_watcher, &WorkspaceWatcher::changed, m_reloadTimer, qOverload<>(&QTimer::start));
    // SQLite has no notifications: look again when the application is back in front.
    connect(qApp, &QGuiApplication::applicationStateChanged, this, [this](Qt::ApplicationState state) {
        if (state == Qt::ApplicationActive && isVisible())
            m_reloadTimer->start();
    });
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_review, &QComboBox::currentIndexChanged, this, [this] {
        auto *proxy = static_cast<RunFilterProxy *>(m_proxy);
        proxy->review = m_review->currentData().toInt();
        proxy->refilter();
        updateStatus();
    });
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &RunsDashboard::updateStatus);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const QString path = index.data(RunIndexModel::PathRole).toString();
        if (!path.isEmpty())
            Q_EMIT openRunRequested(path);
    });
    connect(m_indexButton, &QToolButton::clicked, this, &RunsDashboard::chooseFolder);
    connect(m_refreshButton, &QToolButton::clicked, this, &RunsDashboard::reload);
    connect(m_cancelButton, &QToolButton::clicked, this, [this] { m_cancel = true; });
    connect(m_closeButton, &QToolButton::clicked, this, &RunsDashboard::closeRequested);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this, &RunsDashboard::updateStatus);
    connect(&m_indexing, &QFutureWatcher<RunIndexer::Result>::finished, this, [this] {
        m_progressTimer->stop();
        m_cancelButton->setVisible(false);
        m_indexButton->setEnabled(true);
        const RunIndexer::Result result = m_indexing.result();
        m_lastMessage = result.cancelled
            ? tr("Indexing cancelled.")
            : tr("Indexed %1 runs: %2 read, %3 unchanged, %4 errors.")
                  .arg(result.found)
                  .arg(result.read)
                  .arg(result.unchanged)
                  .arg(result.errors.size());
        reload();
        Q_EMIT indexFinished();
    });
    retranslate();
}

RunsDashboard::~RunsDashboard()
{
    m_cancel = true;
    m_indexing.waitForFinished();
}

bool RunsDashboard::isLive() const
{
    return m_watcher->isLive();
}

void RunsDashboard::retranslate()
{
    m_title->setText(tr("Runs"));
    m_filter->setPlaceholderText(tr("Filter by operator, path, candidate…"));
    const int current = std::max(m_review->currentIndex(), 0);
    {
        const QSignalBlocker blocker(m_review);
        m_review->clear();
        m_review->addItem(tr("Any review status"), -1);
        for (auto status : {RunIndexRow::ReviewStatus::Unreviewed, RunIndexRow::ReviewStatus::InReview,
                            RunIndexRow::ReviewStatus::SignedOff})
            m_review->addItem(RunIndexModel::reviewText(status), int(status));
        m_review->setCurrentIndex(current);
    }
    m_indexButton->setText(tr("Index a Folder…"));
    m_indexButton->setToolTip(tr("Find every run under a folder and add it to the workspace (perfopt index)"));
    m_refreshButton->setText(tr("Refresh"));
    m_cancelButton->setText(tr("Cancel"));
    m_closeButton->setText(tr("Close"));
    m_chart->chart()->setTitle(tr("Geomean speedup across operators"));
    updateChart();
    updateStatus();
}

void RunsDashboard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunsDashboard::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    reload();
}

void RunsDashboard::reload()
{
    if (!m_database || !m_database->isOpen())
        return;
    m_model->setRows(m_database->runIndexRows());
    updateChart();
    updateStatus();
}

void RunsDashboard::chooseFolder()
{
    const QString root = QFileDialog::getExistingDirectory(this, tr("Index a Folder"));
    if (!root.isEmpty())
        indexFolder(root);
}

void RunsDashboard::indexFolder(const QString &root)
{
    if (!m_database || !m_database->isOpen() || m_indexing.isRunning())
        return;
    m_cancel = false;
    m_done = 0;
    m_total = 0;
    m_lastMessage.clear();
    const WorkspaceLocation location = m_database->location();
    const QString user = m_database->userName();
    m_indexing.setFuture(QtConcurrent::run([this, root, location, user] {
        // A connection of this thread's own: Qt SQL connections do not cross threads.
        WorkspaceDatabase database;
        database.setUserName(user);
        RunIndexer::Result failed;
        if (!database.open(location)) {
            failed.errors.append(database.errorString());
            return failed;
        }
        RunIndexer::Options options;
        options.cancel = &m_cancel;
        options.progress = [this](int done, int total, const QString &) {
            m_done = done;
            m_total = total;
        };
        return RunIndexer::index(root, &database, options);
    }));
    m_cancelButton->setVisible(true);
    m_indexButton->setEnabled(false);
    m_progressTimer->start();
    updateStatus();
}

void RunsDashboard::updateStatus()
{
    if (m_indexing.isRunning()) {
        m_status->setText(tr("Indexing: %1 of %2 runs read…").arg(m_done.load()).arg(m_total.load()));
        return;
    }
    QString text = tr("%1 of %2 runs shown. Workspace: %3 (%4).")
                       .arg(QString::number(m_proxy->rowCount()), QString::number(m_model->rowCount()),
                            m_database ? m_database->path() : QString(),
                            isLive() ? tr("live") : tr("refreshed when the window regains focus"));
    if (!m_lastMessage.isEmpty())
        text = m_lastMessage + QLatin1Char(' ') + text;
    m_status->setText(text);
}

void RunsDashboard::updateChart()
{
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    // removeAllSeries() deletes the series; removeAxis() only releases an axis, so delete it too.
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    const QStringList labels = binLabels();
    m_histogram = QList<int>(labels.size(), 0);
    for (const RunIndexRow &row : m_model->rows()) {
        if (!std::isfinite(row.geomeanSpeedup))
            continue;
        int bin = 0;
        while (bin < int(std::size(BinEdges)) && row.geomeanSpeedup >= BinEdges[bin])
            ++bin;
        ++m_histogram[bin];
    }
    auto *set = new QBarSet(tr("Runs"));
    for (int count : std::as_const(m_histogram))
        *set << count;
    set->setColor(palette().color(QPalette::Highlight));
    auto *series = new QBarSeries;
    series->append(set);
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(labels);
    x->setTitleText(tr("Geomean speedup (baseline / final)"));
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, std::max(1, *std::max_element(m_histogram.begin(), m_histogram.end())));
    y->setTickCount(std::min(6, y->max() > 0 ? int(y->max()) + 1 : 2));
    y->setTitleText(tr("Runs"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->setBackgroundBrush(palette().brush(QPalette::Base));
    chart->setTitleBrush(palette().brush(QPalette::Text));
    x->setLabelsBrush(palette().brush(QPalette::Text));
    y->setLabelsBrush(palette().brush(QPalette::Text));
    x->setTitleBrush(palette().brush(QPalette::Text));
    y->setTitleBrush(palette().brush(QPalette::Text));
}
