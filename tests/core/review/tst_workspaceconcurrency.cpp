// SPDX-License-Identifier: MIT
// Two processes on one workspace (SQLite file, PostgreSQL test cluster): each adds 1,000 notes (in
// transactions of 100) and flips the verdicts of the same checklist items. Afterwards every note is
// there, and every verdict write either went through (one revision each) or was reported as
// refused: the final revision of each item is exactly the number of accepted writes.
#include "pgtest.h"
#include "review/workspacedatabase.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>
#include <memory>
#include <vector>

namespace {

const char *const ChildVariable = "PERFOPT_TST_WORKSPACECONCURRENCY_CHILD";
const char *const LocationVariable = "PERFOPT_TST_WORKSPACECONCURRENCY_LOCATION";
const QString RunKeyText = QStringLiteral("0123456789abcdef:ops/softmax/perf_opt");
constexpr int NotesPerProcess = 1000;
constexpr int Batch = 100;
constexpr int Flips = 100;
const QStringList Items{QStringLiteral("p1.a"), QStringLiteral("p1.b"), QStringLiteral("p2.a")};

// A child of freshDatabaseAtOnce: waits for a line on stdin (all start together), opens the
// workspace (creating its tables) and exits 0, or prints why not and exits 2.
int openChild()
{
    char line[8];
    if (!std::fgets(line, sizeof line, stdin))
        return 3;
    WorkspaceDatabase db;
    if (!db.open(qEnvironmentVariable(LocationVariable)) || db.schemaVersion() != WorkspaceDatabase::SchemaVersion) {
        std::fprintf(stderr, "opening child: %s\n", qPrintable(db.errorString()));
        return 2;
    }
    return 0;
}

// The child: prints {"accepted": {item: n}, "refused": n, "errors": n} on stdout.
int runChild(const QString &who)
{
    WorkspaceDatabase db;
    db.setUserName(who);
    if (!db.open(qEnvironmentVariable(LocationVariable))) {
        std::fprintf(stderr, "child %s: %s\n", qPrintable(who), qPrintable(db.errorString()));
        return 2;
    }
    int errors = 0, refused = 0;
    QJsonObject accepted;
    for (int flip = 0, n = 0; n < NotesPerProcess; n += Batch) {
        if (!db.beginBatch())
            ++errors;
        for (int i = n; i < n + Batch; ++i) {
            ReviewNote note = ReviewNote::forRun(RunKeyText);
            note.text = QStringLiteral("%1 note %2").arg(who).arg(i);
            if (db.addNote(note) <= 0)
                ++errors;
        }
        if (!db.commitBatch())
            ++errors;
        // Between batches, flip verdicts on the shared items, each based on what we last read.
        for (int k = 0; k < Flips * Batch / NotesPerProcess; ++k, ++flip) {
            const QString item = Items.at(flip % Items.size());
            ChecklistItemState state;
            state.itemId = item;
            for (const ChecklistItemState &s : db.checklistState(RunKeyText, true))
                if (s.itemId == item)
                    state = s;
            state.manual = state.manual == ChecklistVerdict::Status::Pass ? ChecklistVerdict::Status::Fail
                                                                         : ChecklistVerdict::Status::Pass;
            if (db.saveChecklistItem(RunKeyText, state))
                accepted[item] = accepted[item].toInt() + 1;
            else if (db.lastWriteConflicted())
                ++refused;
            else
                ++errors;
        }
    }
    const QJsonObject out{{QStringLiteral("accepted"), accepted},
                          {QStringLiteral("refused"), refused},
                          {QStringLiteral("errors"), errors}};
    std::fputs(QJsonDocument(out).toJson(QJsonDocument::Compact).constData(), stdout);
    return 0;
}

} // namespace

class TestWorkspaceConcurrency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void freshDatabaseAtOnce_data() { twoProcesses_data(); }

    // Programs creating a new workspace at once all succeed (docs/team.md: migrations in one
    // transaction, serialised): none runs the migration again over the other's tables.
    void freshDatabaseAtOnce()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_workspaceconcurrency_fresh"), location);
        constexpr int Programs = 8;
        std::vector<std::unique_ptr<QProcess>> children;
        for (int i = 0; i < Programs; ++i) {
            auto child = std::make_unique<QProcess>();
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QString::fromLatin1(ChildVariable), QStringLiteral("open"));
            env.insert(QString::fromLatin1(LocationVariable), location.toString());
            child->setProcessEnvironment(env);
            child->setProcessChannelMode(QProcess::ForwardedChannels);
            child->start(QCoreApplication::applicationFilePath(), {});
            QVERIFY(child->waitForStarted());
            children.push_back(std::move(child));
        }
        for (const auto &child : children) { // go
            child->write("\n");
            QVERIFY(child->waitForBytesWritten());
        }
        for (const auto &child : children) {
            QVERIFY(child->waitForFinished(60000));
            QCOMPARE(child->exitCode(), 0);
        }
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        QCOMPARE(db.schemaVersion(), int(WorkspaceDatabase::SchemaVersion));
    }

    void twoProcesses_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("sqlite") << QStringLiteral("sqlite");
        QTest::newRow("postgresql") << QStringLiteral("postgresql");
    }

    void twoProcesses()
    {
        QFETCH(QString, backend);
        QTemporaryDir dir;
        WorkspaceLocation location = WorkspaceLocation::sqlite(dir.filePath(QStringLiteral("w.sqlite")));
        if (backend == QLatin1String("postgresql"))
            PGTEST_FRESH_DATABASE(QStringLiteral("tst_workspaceconcurrency"), location);
        {
            WorkspaceDatabase setup; // migrate once, before the race
            QVERIFY2(setup.open(location), qPrintable(setup.errorString()));
        }
        QList<QProcess *> children;
        for (const QString &who : {QStringLiteral("alice"), QStringLiteral("bob")}) {
            auto *child = new QProcess(this);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QString::fromLatin1(ChildVariable), who);
            env.insert(QString::fromLatin1(LocationVariable), location.toString());
            child->setProcessEnvironment(env);
            child->setProcessChannelMode(QProcess::ForwardedErrorChannel);
            child->start(QCoreApplication::applicationFilePath(), {});
            children.append(child);
        }
        QMap<QString, int> accepted;
        int refused = 0;
        for (QProcess *child : std::as_const(children)) {
            QVERIFY(child->waitForFinished(240000));
            QCOMPARE(child->exitCode(), 0);
            const QJsonObject out = QJsonDocument::fromJson(child->readAllStandardOutput()).object();
            QCOMPARE(out.value(QStringLiteral("errors")).toInt(-1), 0);
            refused += out.value(QStringLiteral("refused")).toInt();
            const QJsonObject a = out.value(QStringLiteral("accepted")).toObject();
            int total = 0;
            for (auto it = a.begin(); it != a.end(); ++it) {
                accepted[it.key()] += it.value().toInt();
                total += it.value().toInt();
            }
            QCOMPARE(total + out.value(QStringLiteral("refused")).toInt(), Flips); // every write accounted for
            delete child;
        }
        WorkspaceDatabase db;
        QVERIFY2(db.open(location), qPrintable(db.errorString()));
        const QList<ReviewNote> notes = db.notes(RunKeyText);
        QCOMPARE(notes.size(), 2 * NotesPerProcess);
        QSet<QString> texts;
        for (const ReviewNote &note : notes)
            texts.insert(note.text);
        QCOMPARE(texts.size(), 2 * NotesPerProcess);
        QVERIFY(texts.contains(QStringLiteral("alice note 999")) && texts.contains(QStringLiteral("bob note 0")));
        // No lost update: each accepted write is one revision, a refused one none.
        for (const ChecklistItemState &state : db.checklistState(RunKeyText, true))
            QCOMPARE(state.revision, accepted.value(state.itemId));
        qInfo("%s: %d verdict writes refused as stale and reported", qPrintable(backend), refused);
    }
};

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsSet(ChildVariable)) {
        QCoreApplication app(argc, argv);
        if (qEnvironmentVariable(ChildVariable) == QLatin1String("open"))
            return openChild();
        return runChild(qEnvironmentVariable(ChildVariable));
    }
    QCoreApplication app(argc, argv);
    TestWorkspaceConcurrency test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workspaceconcurrency.moc"
