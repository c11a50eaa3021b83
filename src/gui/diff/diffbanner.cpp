// SPDX-License-Identifier: MIT
#include "diff/diffbanner.h"

#include <QBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTextDocument>
#include <cmath>

namespace {

QString microseconds(double us)
{
    return std::isfinite(us) ? QString::number(us, 'f', 2) : QStringLiteral("—");
}

QString noiseText(const DiffWorkloadRow &row)
{
    if (row.l0Failed())
        return DiffBanner::tr("L0 failed");
    switch (row.noise) {
    case NoiseClass::Improved:
        return DiffBanner::tr("improved");
    case NoiseClass::Noise:
        return DiffBanner::tr("noise");
    case NoiseClass::Regressed:
        return DiffBanner::tr("regressed");
    case NoiseClass::Unknown:
        break;
    }
    return QStringLiteral("—");
}

QString l0Text(const std::optional<bool> &l0)
{
    if (!l0)
        return QStringLiteral("—");
    return *l0 ? QStringLiteral("✓") : QStringLiteral("✗");
}

} // namespace

DiffBanner::DiffBanner(QWidget *parent)
    : QWidget(parent)
    , m_summary(new QLabel)
    , m_table(new QTableWidget)
{
    m_summary->setObjectName(QStringLiteral("diffSummaryLabel"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setObjectName(QStringLiteral("diffMeasurementsTable"));
    m_table->setColumnCount(7);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setAlternatingRowColors(true);
    m_table->setToolTip(tr("Click a workload to open the profiles of both sides"));
    connect(m_table, &QTableWidget::cellClicked, this, [this](int row, int) { Q_EMIT workloadActivated(row); });
    connect(m_table, &QTableWidget::cellActivated, this, [this](int row, int) { Q_EMIT workloadActivated(row); });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(4);
    layout->addWidget(m_summary);
    layout->addWidget(m_table);
    m_table->hide(); // until a pair has measurements
}

QString DiffBanner::describe(const DiffCandidateInfo &info, const QString &arrow) const
{
    QStringList parts;
    parts.append(QStringLiteral("<b>")
                 + (info.candidateId.isEmpty() ? tr("(no candidate)") : info.candidateId).toHtmlEscaped()
                 + QStringLiteral("</b>"));
    if (info.round >= 0)
        parts.append(tr("round %1").arg(info.round));
    if (!info.optId.isEmpty() && info.optId != info.candidateId)
        parts.append(tr("opt_id %1").arg(info.optId).toHtmlEscaped());
    if (!info.change.isEmpty())
        parts.append(info.change.toHtmlEscaped());
    if (!info.status.isEmpty())
        parts.append(QStringLiteral("<i>") + info.status.toHtmlEscaped() + QStringLiteral("</i>"));
    if (!info.measured)
        parts.append(tr("no records"));
    return arrow + QStringLiteral(" ") + parts.join(QStringLiteral(" · "));
}

QString DiffBanner::summaryText() const
{
    QTextDocument doc;
    doc.setHtml(m_summary->text());
    return doc.toPlainText();
}

void DiffBanner::setMeasurements(const DiffMeasurements &measurements)
{
    m_measurements = measurements;
    QString summary = describe(measurements.left, QStringLiteral("◀")) + QStringLiteral("<br>")
        + describe(measurements.right, QStringLiteral("▶"));
    const double ratio = measurements.geomeanRatio();
    if (std::isfinite(ratio))
        summary += QStringLiteral("<br>")
            + tr("Geometric mean over %n workload(s) measured on both sides with L0 passed: %1 %", nullptr,
                 measurements.comparedWorkloads())
                  .arg(QString::asprintf("%+.1f", (ratio - 1.0) * 100.0));
    m_summary->setText(summary);

    m_table->clearContents();
    m_table->setRowCount(int(measurements.workloads.size()));
    m_table->setHorizontalHeaderLabels(
        {tr("Workload"), tr("Left (us)"), tr("Right (us)"), tr("Δ %"), tr("Noise"), tr("L0 left"), tr("L0 right")});
    for (int i = 0; i < measurements.workloads.size(); ++i) {
        const DiffWorkloadRow &row = measurements.workloads.at(i);
        const QString delta
            = std::isfinite(row.deltaPercent) ? QString::asprintf("%+.1f", row.deltaPercent) : QStringLiteral("—");
        const QStringList cells {row.workloadKey,      microseconds(row.leftUs), microseconds(row.rightUs), delta,
                                 noiseText(row), l0Text(row.leftL0),       l0Text(row.rightL0)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 3 || c == 4) {
                if (row.l0Failed())
                    item->setForeground(QColor(0xe5, 0x53, 0x4b));
                else if (row.noise == NoiseClass::Improved)
                    item->setForeground(QColor(0x2e, 0xa0, 0x43));
                else if (row.noise == NoiseClass::Regressed)
                    item->setForeground(QColor(0xe5, 0x53, 0x4b));
            }
            if ((c == 5 && row.leftL0 == false) || (c == 6 && row.rightL0 == false))
                item->setForeground(QColor(0xe5, 0x53, 0x4b));
            m_table->setItem(i, c, item);
        }
    }
    const int rows = std::min(int(measurements.workloads.size()), 6);
    m_table->setVisible(rows > 0);
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height()
                            + rows * m_table->verticalHeader()->defaultSectionSize() + 2 * m_table->frameWidth() + 2);
}
