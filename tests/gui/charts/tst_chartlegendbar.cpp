// SPDX-License-Identifier: MIT
#include "charts/chartlegendbar.h"

#include <QSignalSpy>
#include <QTest>
#include <QToolButton>

class TestChartLegendBar : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneToggleperLayer();
    void clickHidesAndShows();
};

void TestChartLegendBar::oneToggleperLayer()
{
    ChartLegendBar bar;
    bar.setNoiseThreshold(0.05);
    for (int layer = 0; layer < TaskDurationChart::LayerCount; ++layer) {
        QToolButton *button = bar.button(TaskDurationChart::Layer(layer));
        QVERIFY(button);
        QVERIFY(button->isChecked());
        QVERIFY(!button->icon().isNull());
        QVERIFY(button->objectName().endsWith(QLatin1String("ToolButton")));
    }
    QCOMPARE(bar.button(TaskDurationChart::NoiseBandLayer)->text(), QStringLiteral("Noise band ±5 %"));
    QCOMPARE(bar.hiddenLayers(), 0u);
}

void TestChartLegendBar::clickHidesAndShows()
{
    ChartLegendBar bar;
    bar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bar));
    QSignalSpy toggled(&bar, &ChartLegendBar::layerToggled);
    QTest::mouseClick(bar.button(TaskDurationChart::WinnersLayer), Qt::LeftButton);
    QCOMPARE(toggled.size(), 1);
    QCOMPARE(toggled.at(0).at(0).value<TaskDurationChart::Layer>(), TaskDurationChart::WinnersLayer);
    QCOMPARE(toggled.at(0).at(1).toBool(), false);
    QCOMPARE(bar.hiddenLayers(), 1u << TaskDurationChart::WinnersLayer);
    QTest::mouseClick(bar.button(TaskDurationChart::WinnersLayer), Qt::LeftButton);
    QCOMPARE(bar.hiddenLayers(), 0u);
}

QTEST_MAIN(TestChartLegendBar)
#include "tst_chartlegendbar.moc"
