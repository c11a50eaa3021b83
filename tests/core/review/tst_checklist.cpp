// SPDX-License-Identifier: MIT
// Checklist: the workflow's Phase 0–4 requirements as data, per generation.
#include "gates/gateengine.h"
#include "review/checklist.h"

#include <QSet>
#include <QTest>

class TestChecklist : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyPhaseHasItems_data();
    void everyPhaseHasItems();
    void idsAreUniqueAndStable();
    void generationSpecificItems();
    void gateRulesExist_data();
    void gateRulesExist();
    void textsInBothLanguages();
    void phaseTitles();
};

void TestChecklist::everyPhaseHasItems_data()
{
    QTest::addColumn<int>("generation");
    QTest::newRow("gen-a") << int(Generation::A);
    QTest::newRow("gen-b") << int(Generation::B);
}

void TestChecklist::everyPhaseHasItems()
{
    QFETCH(int, generation);
    const Checklist checklist = Checklist::forGeneration(Generation(generation));
    QCOMPARE(int(checklist.generation()), generation);
    int total = 0;
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        const QList<ChecklistItem> items = checklist.itemsOfPhase(phase);
        QVERIFY2(items.size() >= 3, qPrintable(QStringLiteral("phase %1").arg(phase)));
        for (const ChecklistItem &item : items) {
            QCOMPARE(item.phase, phase);
            QVERIFY(item.id.startsWith(QStringLiteral("p%1.").arg(phase)));
            QVERIFY(!item.source.isEmpty());
            // Each item says how it is verified, and has what that needs.
            switch (item.verification) {
            case ChecklistItem::Verification::Gate:
                QVERIFY2(!item.gateRules.isEmpty(), qPrintable(item.id));
                break;
            case ChecklistItem::Verification::Query:
                QVERIFY2(!item.query.isEmpty(), qPrintable(item.id));
                break;
            case ChecklistItem::Verification::Manual:
                break;
            }
        }
        total += int(items.size());
    }
    QCOMPARE(total, int(checklist.items().size()));
}

void TestChecklist::idsAreUniqueAndStable()
{
    QSet<QString> ids;
    for (Generation g : {Generation::A, Generation::B}) {
        const Checklist checklist = Checklist::forGeneration(g);
        for (const ChecklistItem &item : checklist.items()) {
            ids.insert(item.id);
            QVERIFY(checklist.item(item.id));
        }
    }
    // Stored in workspace databases: these ids must not change.
    for (const char *id :
         {"p0.operator-type", "p0.design-163", "p0.trap-stamps", "p1.baseline-record", "p2.comparison-table",
          "p2.one-change", "p2.l0", "p2.non-regression", "p2.small-wins", "p2.termination", "p3.final-is-best",
          "p3.final-claim", "p3.speedups", "p3.design-limit", "p4.retrospective", "p4.vp-type", "p4.evidence"})
        QVERIFY2(ids.contains(QLatin1String(id)), id);
    QCOMPARE(Checklist::forGeneration(Generation::A).items().size(),
             qsizetype(QSet<QString>(ids).size() - 2)); // Gen B adds p1.inventory and p2.merge, drops p1.dispatch-paths
}

void TestChecklist::generationSpecificItems()
{
    const Checklist a = Checklist::forGeneration(Generation::A);
    const Checklist b = Checklist::forGeneration(Generation::B);
    QVERIFY(a.item(QStringLiteral("p1.dispatch-paths")));
    QVERIFY(!a.item(QStringLiteral("p1.inventory")));
    QVERIFY(!a.item(QStringLiteral("p2.merge")));
    QVERIFY(!b.item(QStringLiteral("p1.dispatch-paths")));
    QVERIFY(b.item(QStringLiteral("p1.inventory")));
    QVERIFY(b.item(QStringLiteral("p2.merge")));
    // An unknown generation is reviewed as Gen A.
    QCOMPARE(Checklist::forGeneration(Generation::Unknown).items().size(), a.items().size());
}

void TestChecklist::gateRulesExist_data()
{
    QTest::addColumn<int>("generation");
    QTest::newRow("gen-a") << int(Generation::A);
    QTest::newRow("gen-b") << int(Generation::B);
}

void TestChecklist::gateRulesExist()
{
    QFETCH(int, generation);
    // Every rule id an item cites is one the gates can report. The strict rules are one check each;
    // the workflow's checks report several S4-… ids, so those are only checked for their prefix.
    QSet<QString> known;
    for (const auto &check : GateEngine::checksFor(Generation(generation), GateProfile::Strict))
        known.insert(check->id());
    const Checklist checklist = Checklist::forGeneration(Generation(generation));
    for (const ChecklistItem &item : checklist.items())
        for (const QString &rule : item.gateRules) {
            QVERIFY2(rule.startsWith(QLatin1String("S4-")) || rule.startsWith(QLatin1String("REVIEW-")),
                     qPrintable(rule));
            if (rule.startsWith(QLatin1String("REVIEW-")))
                QVERIFY2(known.contains(rule), qPrintable(item.id + QLatin1Char(' ') + rule));
        }
}

void TestChecklist::textsInBothLanguages()
{
    const Checklist checklist = Checklist::forGeneration(Generation::B);
    for (const ChecklistItem &item : checklist.items()) {
        QVERIFY2(!item.sourceText.isEmpty(), qPrintable(item.id));
        QVERIFY2(!item.textZh.isEmpty(), qPrintable(item.id));
        QCOMPARE(item.text(QStringLiteral("en")), item.sourceText);
        QCOMPARE(item.text(QStringLiteral("zh_CN")), item.textZh);
        // The Chinese text is Chinese.
        QVERIFY2(std::any_of(item.textZh.cbegin(), item.textZh.cend(),
                             [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; }),
                 qPrintable(item.id));
    }
    // Without a translation the interface language picks the text.
    const ChecklistItem item = *Checklist::forGeneration(Generation::A).item(QStringLiteral("p2.l0"));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    QCOMPARE(item.text(), item.textZh);
    QLocale::setDefault(QLocale(QLocale::English));
    QCOMPARE(item.text(), item.sourceText);
}

void TestChecklist::phaseTitles()
{
    for (int phase = 0; phase < Checklist::PhaseCount; ++phase) {
        QVERIFY(Checklist::phaseTitle(phase, QStringLiteral("en")).startsWith(QStringLiteral("Phase %1").arg(phase)));
        QVERIFY(
            Checklist::phaseTitle(phase, QStringLiteral("zh_CN")).startsWith(QStringLiteral("Phase %1").arg(phase)));
        QVERIFY(!Checklist::phaseDescription(phase).isEmpty());
    }
    QVERIFY(Checklist::phaseTitle(Checklist::PhaseCount).isEmpty());
    QVERIFY(Checklist::phaseTitle(-1, QStringLiteral("en")).isEmpty());
}

QTEST_GUILESS_MAIN(TestChecklist)
#include "tst_checklist.moc"
