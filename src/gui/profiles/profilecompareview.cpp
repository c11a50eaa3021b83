// SPDX-License-Identifier: MIT
#include "profiles/profilecompareview.h"

#include "profiles/profilecomparemodel.h"
#include "profiles/profilecompareproxy.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTableView>
#include <QToolButton>

namespace {

QString us(double value)
{
    return std::isfinite(value) ? ProfileCompareView::tr("%1 us").arg(value, 0, 'f', 3) : QStringLiteral("—");
}

// "−82.8 %": one decimal, a real minus sign, a space before the unit.
QString signedPercent(double fraction)
{
    const QString number = QString::number(std::abs(fraction) * 100, 'f', 1);
    return (fraction < 0 ? QStringLiteral("−") : QStringLiteral("+")) + number + QStringLiteral(" %");
}

} // namespace

QStringList ProfileCompareView::incomparable(const OpBasicInfo &a, const OpBasicInfo &b)
{
    QStringList out;
    const auto differ = [&out](const QString &what, const QString &x, const QString &y) {
        if (!x.isEmpty() && !y.isEmpty() && x != y)
            out.append(tr("%1 %2 vs %3").arg(what, x, y));
    };
    const auto number = [](int value) {
        return value >= 0 ? QString::number(value) : QString();
    };
    differ(tr("SoC"), a.socVersion, b.socVersion);
    differ(tr("frequency (MHz)"), number(a.currentFreqMHz), number(b.currentFreqMHz));
    differ(tr("operator"), a.opName, b.opName);
    differ(tr("block dim"), number(a.blockDim), number(b.blockDim));
    return out;
}

ProfileCompareView::ProfileCompareView(QWidget *parent)
    : QWidget(parent)
    , m_model(new ProfileCompareModel(this))
    , m_proxy(new ProfileCompareProxy(this))
{
    m_proxy->setCompareModel(m_model);
    m_runs = new QLabel;
    m_runs->setObjectName(QStringLiteral("compareRunsLabel"));
    m_runs->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runs->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_verdict = new QLabel;
    m_verdict->setObjectName(QStringLiteral("compareVerdictLabel"));
    m_verdict->setAutoFillBackground(true);
    m_verdict->setContentsMargins(6, 4, 6, 4);
    m_verdict->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_comparability = new QLabel;
    m_comparability->setObjectName(QStringLiteral("compareWarningLabel"));
    m_comparability->setWordWrap(true);
    m_comparability->setContentsMargins(6, 2, 6, 2);
    m_comparability->setAutoFillBackground(true);
    {
        QPalette palette = m_comparability->palette();
        palette.setColor(QPalette::Window, QColor(0xf0, 0xa0, 0x20, 60));
        m_comparability->setPalette(palette);
    }
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("compareNoteLabel"));
    m_note->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    m_metric = new QComboBox;
    m_metric->setObjectName(QStringLiteral("compareMetricComboBox"));
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_changedOnly = new QCheckBox(tr("Changed beyond noise only"));
    m_changedOnly->setObjectName(QStringLiteral("changedOnlyCheckBox"));
    m_columnFilter = new QLineEdit;
    m_columnFilter->setObjectName(QStringLiteral("compareColumnFilterLineEdit"));
    m_columnFilter->setPlaceholderText(tr("Columns containing…"));
    m_columnFilter->setClearButtonEnabled(true);
    m_swap = new QToolButton;
    m_swap->setObjectName(QStringLiteral("swapRunsToolButton"));
    m_swap->setText(tr("Swap A and B"));

    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("compareTableView"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(false);
    m_table->horizontalHeader()->setDefaultSectionSize(96);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);

    connect(m_metric, &QComboBox::currentIndexChanged, this, &ProfileCompareView::metricChanged);
    connect(m_changedOnly, &QCheckBox::toggled, this, &ProfileCompareView::setChangedOnly);
    connect(m_columnFilter, &QLineEdit::textChanged, this, &ProfileCompareView::setColumnFilter);
    connect(m_swap, &QToolButton::clicked, this, &ProfileCompareView::swapRequested);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(new QLabel(tr("Show:")));
    bar->addWidget(m_metric);
    bar->addWidget(m_changedOnly);
    bar->addWidget(m_columnFilter, 1);
    bar->addWidget(m_swap);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_runs);
    layout->addWidget(m_verdict);
    layout->addWidget(m_comparability);
    layout->addLayout(bar);
    layout->addWidget(m_note);
    layout->addWidget(m_table, 1);
    clear();
}

void ProfileCompareView::clear()
{
    m_comparison = ProfileComparison();
    m_model->clear();
    m_runs->setText(tr("Choose two runs to compare: “Compare with…” on a run in the tree, or from a record."));
    m_verdict->hide();
    m_comparability->hide();
    m_note->hide();
    const QSignalBlocker blocker(m_metric);
    m_metric->clear();
}

void ProfileCompareView::showLoading(const QString &runA, const QString &runB)
{
    clear();
    m_runs->setText(tr("Comparing %1 with %2…").arg(runA, runB));
}

void ProfileCompareView::setComparison(const ProfileComparison &comparison)
{
    clear();
    m_comparison = comparison;
    const auto describe = [](const ProfileSummary &s) -> QString {
        QString text = s.runDir + QStringLiteral(" (") + ProfileRun::kindName(s.kind);
        if (s.durations.count > 1)
            text += tr(", %1 launches").arg(s.durations.count);
        return text + QLatin1Char(')');
    };
    m_runs->setText(QStringLiteral("<b>A</b> %1<br><b>B</b> %2")
                        .arg(describe(comparison.a).toHtmlEscaped(), describe(comparison.b).toHtmlEscaped()));

    const double a = comparison.a.durations.median;
    const double b = comparison.b.durations.median;
    const double change = a > 0 ? (b - a) / a : std::numeric_limits<double>::quiet_NaN();
    const QString threshold = QString::number(comparison.noiseThreshold * 100, 'g', 3) + QLatin1Char('%');
    QString verdict;
    QColor color;
    const QString percent = std::isfinite(change) ? signedPercent(change) : QString();
    switch (comparison.taskDuration) {
    case NoiseClass::Improved:
        // A ratio reads as the reviewer thinks ("5.83× faster"); the change in time follows.
        verdict = tr("B is %1× faster than A (%2): beyond the %3 noise threshold")
                      .arg(QString::number(a / b, 'f', 2), percent, threshold);
        color = QColor(0x2e, 0xa0, 0x43, 70);
        break;
    case NoiseClass::Regressed:
        verdict = tr("B is %1× slower than A (%2): beyond the %3 noise threshold")
                      .arg(QString::number(b / a, 'f', 2), percent, threshold);
        color = QColor(0xd0, 0x30, 0x30, 70);
        break;
    case NoiseClass::Noise:
        verdict = tr("B and A differ by %1: within the %2 noise threshold").arg(percent, threshold);
        color = QColor(128, 128, 128, 50);
        break;
    case NoiseClass::Unknown:
        verdict = tr("Task Duration is missing on one side: no verdict");
        color = QColor(0xf0, 0xa0, 0x20, 60);
        break;
    }
    const QStringList differences = incomparable(comparison.a.basicInfo, comparison.b.basicInfo);
    m_comparability->setText(differences.isEmpty()
                                 ? QString()
                                 : tr("⚠ The runs may not be comparable: %1").arg(differences.join(QStringLiteral("; "))));
    m_comparability->setVisible(!differences.isEmpty());
    m_verdict->setText(tr("<b>Task Duration median</b>: A %1 → B %2. %3").arg(us(a), us(b), verdict));
    QPalette palette = m_verdict->palette();
    palette.setColor(QPalette::Window, color);
    m_verdict->setPalette(palette);
    m_verdict->show();

    const QSignalBlocker blocker(m_metric);
    m_metric->addItem(tr("Summary figures"), QString());
    for (const CsvAlignment &table : comparison.tables) {
        const int onlyColumns
            = table.columnCount(CsvAlignment::Side::OnlyA) + table.columnCount(CsvAlignment::Side::OnlyB);
        QString label = tr("%1 (%2 rows)").arg(table.metric, QString::number(table.rows.size()));
        if (onlyColumns > 0)
            label = tr("%1 (%2 rows, %3 one-sided columns)")
                        .arg(table.metric, QString::number(table.rows.size()), QString::number(onlyColumns));
        m_metric->addItem(label, table.metric);
    }
    // Files only one run has are listed but cannot be chosen.
    auto *items = qobject_cast<QStandardItemModel *>(m_metric->model());
    const auto addMissing = [&](const QStringList &metrics, const QString &side) {
        for (const QString &metric : metrics) {
            m_metric->addItem(tr("%1 (only in %2)").arg(metric, side), QString());
            if (items)
                items->item(m_metric->count() - 1)->setEnabled(false);
        }
    };
    addMissing(comparison.metricsOnlyA, QStringLiteral("A"));
    addMissing(comparison.metricsOnlyB, QStringLiteral("B"));
    m_metric->setCurrentIndex(0);
    metricChanged();
}

bool ProfileCompareView::showMetric(const QString &metric)
{
    for (int i = 0; i < m_metric->count(); ++i) {
        if (m_metric->itemData(i).toString() == metric && (i == 0 || !metric.isEmpty())) {
            m_metric->setCurrentIndex(i);
            metricChanged();
            return true;
        }
    }
    return false;
}

QString ProfileCompareView::shownMetric() const
{
    return m_model->mode() == ProfileCompareModel::Mode::Table ? m_model->table().metric : QString();
}

void ProfileCompareView::metricChanged()
{
    const QString metric = m_metric->currentData().toString();
    const CsvAlignment *table = metric.isEmpty() ? nullptr : m_comparison.table(metric);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    if (!table) {
        m_model->setSummary(m_comparison.rows);
        m_note->setText(tr("Green: lower time (better); red: higher time; amber: another change beyond the noise "
                           "threshold; grey: only one run has it."));
        m_note->setToolTip(QString());
        m_columnFilter->setEnabled(false);
        m_table->verticalHeader()->hide();
    } else {
        m_model->setTable(*table);
        m_note->setToolTip(
            QStringLiteral("A: %1\nB: %2")
                .arg(table->a ? table->a->displayPath() : QString(), table->b ? table->b->displayPath() : QString()));
        // One line: a stacked page does not give word-wrapped labels their height.
        const QString note = table->versionNote();
        const QString rows = table->columns.isEmpty() || !table->columns.first().isKey
            ? tr("Rows in file order.")
            : tr("Rows by %1.")
                  .arg(table->columns.size() > 1 && table->columns.at(1).isKey
                           ? QString(table->columns.first().name + QStringLiteral(" + ") + table->columns.at(1).name)
                           : table->columns.first().name);
        QString versions = note.isEmpty() ? tr("Same columns and rows on both sides.") : note + QLatin1Char('.');
        versions[0] = versions.at(0).toUpper();
        m_note->setText(rows + QLatin1Char(' ') + versions);
        m_columnFilter->setEnabled(true);
        m_table->verticalHeader()->hide(); // the key columns name the row
    }
    m_note->show();
    m_table->resizeColumnsToContents();
    for (int c = 0; c < m_proxy->columnCount(); ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), 280));
}

void ProfileCompareView::setChangedOnly(bool changedOnly)
{
    if (m_changedOnly->isChecked() != changedOnly) {
        const QSignalBlocker blocker(m_changedOnly);
        m_changedOnly->setChecked(changedOnly);
    }
    m_proxy->setChangedOnly(changedOnly);
}

void ProfileCompareView::setColumnFilter(const QString &text)
{
    if (m_columnFilter->text() != text) {
        const QSignalBlocker blocker(m_columnFilter);
        m_columnFilter->setText(text);
    }
    m_proxy->setColumnFilter(text);
}
