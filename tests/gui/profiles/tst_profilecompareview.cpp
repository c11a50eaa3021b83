// SPDX-License-Identifier: MIT
// ProfileCompareView: the Task Duration verdict reads as a ratio and a signed change
// ("5.83× faster (−82.8 %)"), and two runs that differ in SoC, frequency, operator or block dim
// carry a warning naming the differing fields.
#include "profiles/profilecompareview.h"

#include <QLabel>
#include <QTest>

class TestProfileCompareView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void verdictIsARatio();
    void slowerIsARatioToo();
    void warnsWhenNotComparable();
};

namespace {

ProfileComparison comparison(double a, double b, NoiseClass verdict)
{
    ProfileComparison c;
    c.a.runDir = QStringLiteral("profiles/round1/v1");
    c.b.runDir = QStringLiteral("profiles/round3/v3");
    c.a.durations.count = c.b.durations.count = 1;
    c.a.durations.median = a;
    c.b.durations.median = b;
    c.taskDuration = verdict;
    for (OpBasicInfo *info : {&c.a.basicInfo, &c.b.basicInfo}) {
        info->present = true;
        info->opName = QStringLiteral("rms_norm");
        info->socVersion = QStringLiteral("Ascend910_9362");
        info->currentFreqMHz = 1800;
        info->blockDim = 40;
    }
    return c;
}

} // namespace

void TestProfileCompareView::verdictIsARatio()
{
    ProfileCompareView view;
    view.setComparison(comparison(53.62, 9.20, NoiseClass::Improved));
    const QString text = view.verdictLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("5.83× faster than A (−82.8 %)")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1String("82.84% faster")), qPrintable(text));
    QVERIFY(view.comparabilityLabel()->isHidden());
}

void TestProfileCompareView::slowerIsARatioToo()
{
    ProfileCompareView view;
    view.setComparison(comparison(10.0, 12.5, NoiseClass::Regressed));
    const QString text = view.verdictLabel()->text();
    QVERIFY2(text.contains(QStringLiteral("1.25× slower than A (+25.0 %)")), qPrintable(text));
}

void TestProfileCompareView::warnsWhenNotComparable()
{
    ProfileComparison c = comparison(53.62, 9.20, NoiseClass::Improved);
    c.b.basicInfo.socVersion = QStringLiteral("Ascend910B4");
    c.b.basicInfo.currentFreqMHz = 1650;
    c.b.basicInfo.opName = QStringLiteral("rms_norm_v2");
    c.b.basicInfo.blockDim = 48;
    ProfileCompareView view;
    view.resize(900, 600);
    view.show();
    view.setComparison(c);
    QVERIFY(view.comparabilityLabel()->isVisible());
    const QString text = view.comparabilityLabel()->text();
    for (const char *part : {"SoC Ascend910_9362 vs Ascend910B4", "frequency (MHz) 1800 vs 1650",
                             "operator rms_norm vs rms_norm_v2", "block dim 40 vs 48"})
        QVERIFY2(text.contains(QLatin1String(part)), qPrintable(text));
    // A field one side does not give is not a difference.
    c.b.basicInfo = c.a.basicInfo;
    c.b.basicInfo.socVersion.clear();
    view.setComparison(c);
    QVERIFY(view.comparabilityLabel()->isHidden());
}

QTEST_MAIN(TestProfileCompareView)
#include "tst_profilecompareview.moc"
