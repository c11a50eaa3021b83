// SPDX-License-Identifier: MIT
// The shipped Simplified Chinese catalogue is complete: every string the sources mark with tr()
// has a finished translation that keeps the source's placeholders. A new string without a
// translation fails here, not in front of a user.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>

namespace {

const QString translationsDir = QStringLiteral(PERFOPT_SOURCE_DIR "/translations");

struct Message
{
    QString context;
    QString source;
    QStringList translations; // one per numerus form, or one
    QString type; // unfinished, vanished, obsolete or empty
    bool numerus = false;
    qint64 line = 0;
};

QList<Message> readCatalogue(const QString &path, QString *error)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            messages.append(current);
            continue;
        }
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message();
            current.context = context;
            current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            current.line = xml.lineNumber();
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations.append(xml.readElementText()); // <numerusform>
            } else {
                current.translations = {xml.readElementText()};
            }
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(?:[1-9][0-9]?|n)"));
    QSet<QString> found;
    for (const QRegularExpressionMatch &m : pattern.globalMatch(text))
        found.insert(m.captured());
    return found;
}

QString where(const Message &m)
{
    return QStringLiteral("%1 (line %2) \"%3\"").arg(m.context).arg(m.line).arg(m.source.left(60));
}

} // namespace

class TestTranslationCatalog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyMessageTranslated();
    void placeholdersKept();
    void sourcesHaveNoNewStrings();
    void wrappersAreNamedTr();
};

void TestTranslationCatalog::everyMessageTranslated()
{
    QString error;
    const QList<Message> messages = readCatalogue(translationsDir + QStringLiteral("/perfopt_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 1000);
    QStringList missing;
    for (const Message &m : messages) {
        const bool empty = m.translations.isEmpty()
            || std::any_of(m.translations.cbegin(), m.translations.cend(), [](const QString &t) {
                   return t.trimmed().isEmpty();
               });
        if (!m.type.isEmpty() || empty)
            missing.append(where(m) + (m.type.isEmpty() ? QString() : QStringLiteral(" [%1]").arg(m.type)));
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.mid(0, 20).join(QLatin1Char('\n'))));
}

void TestTranslationCatalog::placeholdersKept()
{
    QString error;
    const QList<Message> messages = readCatalogue(translationsDir + QStringLiteral("/perfopt_zh_CN.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList wrong;
    for (const Message &m : messages) {
        for (const QString &translation : m.translations) {
            if (placeholders(translation) != placeholders(m.source))
                wrong.append(where(m) + QStringLiteral(" → ") + translation.left(60));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
}

// lupdate over the sources, into a copy of the catalogue: nothing new may turn up.
void TestTranslationCatalog::sourcesHaveNoNewStrings()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("perfopt_zh_CN.ts"));
    QVERIFY(QFile::copy(translationsDir + QStringLiteral("/perfopt_zh_CN.ts"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(PERFOPT_LUPDATE_PATH),
                  {QStringLiteral(PERFOPT_SOURCE_DIR "/src"), QStringLiteral(PERFOPT_SOURCE_DIR "/ui"),
                   QStringLiteral("-extensions"), QStringLiteral("cpp,h,ui"), QStringLiteral("-no-obsolete"),
                   QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"), copy});
    QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
    const QString output = QString::fromLocal8Bit(lupdate.readAll());
    QCOMPARE(lupdate.exitCode(), 0);
    QVERIFY2(output.contains(QLatin1String("(0 new and")), qPrintable(output.right(400)));
    QString error;
    const QList<Message> messages = readCatalogue(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList fresh;
    for (const Message &m : messages) {
        if (!m.type.isEmpty())
            fresh.append(where(m));
    }
    QVERIFY2(fresh.isEmpty(),
             qPrintable(QStringLiteral("run `make translations` and translate:\n") + fresh.mid(0, 20).join(u'\n')));
}

// lupdate extracts the strings of calls named tr() (and translate()): a helper of another name that
// hands its caller's text to QCoreApplication::translate() or Localization::translate() (a "trn" for
// plurals did) leaves every
// string it is called with out of the catalogue, English in every language, and the test above
// cannot see them. Each such helper must be called tr.
void TestTranslationCatalog::wrappersAreNamedTr()
{
    static const QRegularExpression forwarded(
        QStringLiteral("(?:QCoreApplication|Localization)::translate\\(\\s*\"[^\"]*\"\\s*,\\s*([A-Za-z_]\\w*)\\s*[,)]"));
    static const QRegularExpression signature(QStringLiteral("^(?:inline\\s+|static\\s+)*[\\w:<>]+\\s+(\\w+)\\(([^)]*)"));
    QStringList wrong;
    int helpers = 0;
    const QStringList roots {QStringLiteral(PERFOPT_SOURCE_DIR "/src")};
    for (const QString &root : roots) {
        QDirIterator it(root, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
            for (qsizetype i = 0; i < lines.size(); ++i) {
                const QRegularExpressionMatch call = forwarded.match(lines.at(i));
                if (!call.hasMatch())
                    continue;
                // The function around the call: the nearest line above that starts a definition.
                for (qsizetype j = i; j >= 0; --j) {
                    const QRegularExpressionMatch def = signature.match(lines.at(j));
                    if (!def.hasMatch())
                        continue;
                    const bool parameter = def.captured(2).contains(QRegularExpression(
                        QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(call.captured(1)))));
                    if (parameter) {
                        ++helpers;
                        if (def.captured(1) != QLatin1String("tr"))
                            wrong.append(QStringLiteral("%1:%2 %3()").arg(path).arg(j + 1).arg(def.captured(1)));
                    }
                    break;
                }
            }
        }
    }
    QVERIFY2(helpers > 5, "no translation helper found: the pattern no longer matches the sources");
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("rename to tr():\n") + wrong.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestTranslationCatalog)
#include "tst_translationcatalog.moc"
