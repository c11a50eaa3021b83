// SPDX-License-Identifier: MIT
#include "base/kernelparameters.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace {

// One Python statement as written: physical lines joined inside brackets and after '\', comments
// dropped, strings kept verbatim.
struct LogicalLine
{
    int line = 0;
    int indent = 0;
    QString code;
};

QList<LogicalLine> logicalLines(const QString &text)
{
    QList<LogicalLine> out;
    LogicalLine current;
    int depth = 0;
    int line = 1;
    bool atLineStart = true;
    int indent = 0;
    const qsizetype n = text.size();
    auto finish = [&] {
        const QString code = current.code.trimmed();
        if (!code.isEmpty()) {
            current.code = code;
            out.append(current);
        }
        current = LogicalLine();
        depth = 0;
    };
    qsizetype i = 0;
    while (i < n) {
        const QChar c = text.at(i);
        if (atLineStart) {
            if (c == u' ') {
                ++indent;
                ++i;
                continue;
            }
            if (c == u'\t') {
                indent = (indent / 8 + 1) * 8;
                ++i;
                continue;
            }
            atLineStart = false;
            if (current.code.trimmed().isEmpty()) {
                current.line = line;
                current.indent = indent;
            }
        }
        if (c == u'#') {
            while (i < n && text.at(i) != u'\n')
                ++i;
            continue;
        }
        if (c == u'\\' && i + 1 < n && text.at(i + 1) == u'\n') {
            current.code += u' ';
            i += 2;
            ++line;
            continue; // continuation: indentation of the next physical line does not matter
        }
        if (c == u'\n') {
            ++line;
            ++i;
            if (depth > 0) {
                current.code += u' ';
                continue;
            }
            finish();
            atLineStart = true;
            indent = 0;
            continue;
        }
        if (c == u'"' || c == u'\'') {
            const bool triple = i + 2 < n && text.at(i + 1) == c && text.at(i + 2) == c;
            const qsizetype quoteLength = triple ? 3 : 1;
            qsizetype j = i + quoteLength;
            while (j < n) {
                const QChar d = text.at(j);
                if (d == u'\\') {
                    if (j + 1 < n && text.at(j + 1) == u'\n')
                        ++line;
                    j += 2;
                    continue;
                }
                if (d == u'\n') {
                    if (!triple)
                        break; // unterminated: stop at the end of the line
                    ++line;
                }
                if (d == c && (!triple || (j + 2 < n && text.at(j + 1) == c && text.at(j + 2) == c))) {
                    j += quoteLength;
                    break;
                }
                ++j;
            }
            current.code += QStringView(text).mid(i, j - i);
            i = j;
            continue;
        }
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if ((c == u')' || c == u']' || c == u'}') && depth > 0)
            --depth;
        current.code += c;
        ++i;
    }
    finish();
    return out;
}

// Calls f(index, char) for every character outside string literals, with the bracket depth.
template<typename F> void forEachCodeChar(QStringView s, F f)
{
    int depth = 0;
    qsizetype i = 0;
    while (i < s.size()) {
        const QChar c = s.at(i);
        if (c == u'"' || c == u'\'') {
            const bool triple = i + 2 < s.size() && s.at(i + 1) == c && s.at(i + 2) == c;
            qsizetype j = i + (triple ? 3 : 1);
            while (j < s.size()) {
                if (s.at(j) == u'\\') {
                    j += 2;
                    continue;
                }
                if (s.at(j) == c && (!triple || (j + 2 < s.size() && s.at(j + 1) == c && s.at(j + 2) == c))) {
                    j += triple ? 3 : 1;
                    break;
                }
                ++j;
            }
            i = j;
            continue;
        }
        if (c == u')' || c == u']' || c == u'}')
            --depth;
        if (!f(i, c, depth))
            return;
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        ++i;
    }
}

QStringList splitTopLevel(QStringView s, QChar separator)
{
    QStringList parts;
    qsizetype start = 0;
    forEachCodeChar(s, [&](qsizetype i, QChar c, int depth) {
        if (depth == 0 && c == separator) {
            parts.append(s.mid(start, i - start).trimmed().toString());
            start = i + 1;
        }
        return true;
    });
    const QString last = s.mid(start).trimmed().toString();
    if (!last.isEmpty() || !parts.isEmpty())
        parts.append(last);
    if (!parts.isEmpty() && parts.last().isEmpty())
        parts.removeLast(); // trailing comma
    return parts;
}

// Index of the statement's assignment '=', -1 when it is not a plain assignment.
qsizetype assignmentAt(QStringView s)
{
    qsizetype at = -1;
    forEachCodeChar(s, [&](qsizetype i, QChar c, int depth) {
        if (depth != 0 || c != u'=')
            return true;
        const QChar next = i + 1 < s.size() ? s.at(i + 1) : QChar();
        const QChar prev = i > 0 ? s.at(i - 1) : QChar();
        if (next == u'=') // ==
            return false;
        static const QString operators = QStringLiteral("=<>!:+-*/%&|^@");
        if (operators.contains(prev)) // <=, !=, :=, +=, …
            return false;
        at = i;
        return false;
    });
    return at;
}

// The index just past the bracket that closes the one at `open`, or -1.
qsizetype closingBracket(QStringView s, qsizetype open)
{
    qsizetype result = -1;
    int base = -1;
    forEachCodeChar(s, [&](qsizetype i, QChar c, int depth) {
        if (i == open) {
            base = depth;
            return true;
        }
        if (base >= 0 && depth == base && (c == u')' || c == u']' || c == u'}')) {
            result = i + 1;
            return false;
        }
        return true;
    });
    return result;
}

// Whitespace outside strings collapsed, none just inside brackets or before ",:)".
QString normalize(QStringView s)
{
    QString out;
    out.reserve(s.size());
    qsizetype copied = 0;
    bool pendingSpace = false;
    auto afterOpening = [&] {
        return out.endsWith(u'(') || out.endsWith(u'[') || out.endsWith(u'{');
    };
    auto copyLiteral = [&](qsizetype end) { // a string literal between two code characters
        if (copied >= end)
            return;
        if (pendingSpace && !afterOpening())
            out += u' ';
        pendingSpace = false;
        out += s.mid(copied, end - copied);
    };
    forEachCodeChar(s, [&](qsizetype i, QChar c, int) {
        copyLiteral(i);
        copied = i + 1;
        if (c.isSpace()) {
            pendingSpace = !out.isEmpty();
            return true;
        }
        static const QString noSpaceBefore = QStringLiteral(")]},:");
        if (pendingSpace && !noSpaceBefore.contains(c) && !afterOpening())
            out += u' ';
        pendingSpace = false;
        out += c;
        return true;
    });
    copyLiteral(s.size());
    return out;
}

bool isIdentifier(QStringView s)
{
    static const QRegularExpression re(QStringLiteral("^[A-Za-z_]\\w*$"));
    return re.matchView(s).hasMatch();
}

// A value worth reporting where statements are not constants by position (inside a function or
// an `if` block): literals, containers of literals and dotted names such as torch.float16 — no
// calls, no plain variables.
bool isLiteralOnly(QStringView rhs)
{
    if (rhs.startsWith(u"lambda"))
        return false;
    QString code; // string literals replaced by 0
    qsizetype copied = 0;
    forEachCodeChar(rhs, [&](qsizetype i, QChar c, int) {
        if (copied < i)
            code += u'0';
        copied = i + 1;
        code += c;
        return true;
    });
    if (copied < rhs.size())
        code += u'0';
    static const QRegularExpression call(QStringLiteral("[\\w\\])]\\s*\\("));
    if (call.match(code).hasMatch())
        return false;
    static const QRegularExpression name(QStringLiteral("(?<![\\w.])[A-Za-z_]\\w*(\\.[A-Za-z_]\\w*)*"));
    for (auto it = name.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        static const QStringList keywords {QStringLiteral("True"), QStringLiteral("False"), QStringLiteral("None")};
        if (m.captured(1).isEmpty() && !keywords.contains(m.captured(0)))
            return false; // a plain variable: derived, not tuned
    }
    return true;
}

struct Scope
{
    int indent = 0;
    QString path;
};

class Scanner
{
public:
    KernelParameters result;

    void add(KernelParameter::Kind kind, const QString &scope, const QString &name, const QString &value, int line)
    {
        KernelParameter p;
        p.kind = kind;
        p.scope = scope;
        p.name = name;
        p.value = value;
        p.line = line;
        const QString base = QString::number(int(kind)) + u'\x1f' + scope + u'\x1f' + name;
        p.occurrence = ++m_seen[base];
        result.parameters.append(p);
    }

    void run(const QString &text)
    {
        static const QRegularExpression def(QStringLiteral("^(?:async\\s+)?def\\s+(\\w+)\\s*\\("));
        static const QRegularExpression klass(QStringLiteral("^class\\s+(\\w+)"));
        static const QRegularExpression forLoop(QStringLiteral("^for\\s+(.+?)\\s+in\\s+(T\\.\\w+\\s*\\(.*)\\s*:$"));
        static const QRegularExpression withCall(QStringLiteral("^(?:async\\s+)?with\\s+(T\\.\\w+)\\s*(\\(.*)$"));
        static const QRegularExpression alloc(QStringLiteral("^T\\.alloc_\\w+\\s*\\("));

        QList<Scope> scopes;
        QList<std::pair<QString, int>> decorators;
        for (const LogicalLine &l : logicalLines(text)) {
            while (!scopes.isEmpty() && scopes.last().indent >= l.indent)
                scopes.removeLast();
            const QString scope = scopes.isEmpty() ? QString() : scopes.last().path;
            const QString &code = l.code;
            if (code.startsWith(u'@')) {
                decorators.append({code.mid(1).trimmed(), l.line});
                continue;
            }
            // The patterns are anchored on a keyword: try only those the line can start with (a
            // match costs an allocation, and most lines are plain statements).
            const bool mayDef = code.startsWith(u"def") || code.startsWith(u"async");
            const bool mayWith = code.startsWith(u"with") || code.startsWith(u"async");
            if (const auto m = mayDef ? def.match(code) : QRegularExpressionMatch(); m.hasMatch()) {
                const QString path = uniqueScope(scope, m.captured(1));
                for (const auto &[decorator, line] : decorators)
                    addDecorator(path, decorator, line);
                decorators.clear();
                const qsizetype open = m.capturedEnd(0) - 1;
                const qsizetype close = closingBracket(code, open);
                if (close > open)
                    addKeywordDefaults(path, QStringView(code).mid(open + 1, close - open - 2), l.line);
                scopes.append({l.indent, path});
                continue;
            }
            if (const auto m = code.startsWith(u"class") ? klass.match(code) : QRegularExpressionMatch(); m.hasMatch()) {
                decorators.clear();
                scopes.append({l.indent, uniqueScope(scope, m.captured(1))});
                continue;
            }
            decorators.clear();
            if (const auto m = code.startsWith(u"for") ? forLoop.match(code) : QRegularExpressionMatch(); m.hasMatch()) {
                add(KernelParameter::Kind::Loop, scope, QStringLiteral("for ") + normalize(m.captured(1)),
                    normalize(m.captured(2)), l.line);
                continue;
            }
            if (const auto m = mayWith ? withCall.match(code) : QRegularExpressionMatch(); m.hasMatch()) {
                const qsizetype open = m.capturedStart(2);
                const qsizetype close = closingBracket(code, open);
                if (close > open)
                    add(KernelParameter::Kind::Launch, scope, m.captured(1),
                        normalize(QStringView(code).mid(m.capturedStart(1), close - m.capturedStart(1))), l.line);
                continue;
            }
            const qsizetype eq = assignmentAt(code);
            if (eq <= 0)
                continue;
            QString target = code.left(eq).trimmed();
            if (const qsizetype colon = target.indexOf(u':'); colon > 0)
                target = target.left(colon).trimmed(); // annotated: NAME: int = 3
            if (!isIdentifier(target))
                continue;
            const QStringView rhs = QStringView(code).mid(eq + 1).trimmed();
            if (rhs.isEmpty() || assignmentAt(rhs) >= 0)
                continue; // chained assignment: not a tunable
            if (rhs.startsWith(u"T.alloc_") && alloc.matchView(rhs).hasMatch())
                add(KernelParameter::Kind::Allocation, scope, target, normalize(rhs), l.line);
            else if (scope.isEmpty() && (l.indent == 0 || isLiteralOnly(rhs)))
                add(KernelParameter::Kind::Constant, scope, target, normalize(rhs), l.line);
            else if (!scope.isEmpty() && isLiteralOnly(rhs))
                add(KernelParameter::Kind::LocalConstant, scope, target, normalize(rhs), l.line);
        }
    }

private:
    QString uniqueScope(const QString &parent, const QString &name)
    {
        const QString path = parent.isEmpty() ? name : parent + u'.' + name;
        const int n = ++m_scopeNames[path];
        return n == 1 ? path : path + u'#' + QString::number(n);
    }

    void addDecorator(const QString &scope, const QString &decorator, int line)
    {
        const qsizetype open = decorator.indexOf(u'(');
        if (open < 0) {
            add(KernelParameter::Kind::Decorator, scope, u'@' + decorator, u'@' + decorator, line);
            return;
        }
        const QString name = u'@' + decorator.left(open).trimmed();
        const qsizetype close = closingBracket(decorator, open);
        const QStringView args
            = QStringView(decorator).mid(open + 1, (close > open ? close - 1 : decorator.size()) - open - 1);
        const QStringList parts = splitTopLevel(args, u',');
        if (parts.isEmpty())
            add(KernelParameter::Kind::Decorator, scope, name, name + QStringLiteral("()"), line);
        int positional = 0;
        for (const QString &part : parts) {
            const qsizetype eq = assignmentAt(part);
            if (eq > 0)
                add(KernelParameter::Kind::Decorator, scope, name + u' ' + part.left(eq).trimmed(),
                    normalize(QStringView(part).mid(eq + 1)), line);
            else
                add(KernelParameter::Kind::Decorator, scope,
                    name + QStringLiteral(" #") + QString::number(++positional), normalize(part), line);
        }
    }

    void addKeywordDefaults(const QString &scope, QStringView parameters, int line)
    {
        for (const QString &part : splitTopLevel(parameters, u',')) {
            const qsizetype eq = assignmentAt(part);
            if (eq <= 0)
                continue;
            QString name = part.left(eq).trimmed();
            if (const qsizetype colon = name.indexOf(u':'); colon > 0)
                name = name.left(colon).trimmed();
            if (isIdentifier(name))
                add(KernelParameter::Kind::KeywordDefault, scope, name, normalize(QStringView(part).mid(eq + 1)), line);
        }
    }

    QHash<QString, int> m_seen;
    QHash<QString, int> m_scopeNames;
};

} // namespace

QString KernelParameter::key() const
{
    return QString::number(int(kind)) + u'|' + scope + u'|' + name + u'|' + QString::number(occurrence);
}

QString KernelParameter::label() const
{
    QString text = scope.isEmpty() ? name : scope + QStringLiteral(" › ") + name;
    if (occurrence > 1)
        text += QStringLiteral(" (%1)").arg(occurrence);
    return text;
}

QString KernelParameter::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Constant:
        return QCoreApplication::translate("KernelParameter", "constant");
    case Kind::KeywordDefault:
        return QCoreApplication::translate("KernelParameter", "keyword default");
    case Kind::Decorator:
        return QCoreApplication::translate("KernelParameter", "JIT decorator");
    case Kind::Launch:
        return QCoreApplication::translate("KernelParameter", "launch");
    case Kind::Loop:
        return QCoreApplication::translate("KernelParameter", "loop");
    case Kind::Allocation:
        return QCoreApplication::translate("KernelParameter", "allocation");
    case Kind::LocalConstant:
        return QCoreApplication::translate("KernelParameter", "local constant");
    }
    return QString();
}

const KernelParameter *KernelParameters::find(const QString &key) const
{
    for (const KernelParameter &p : parameters)
        if (p.key() == key)
            return &p;
    return nullptr;
}

KernelParameters KernelParameters::scan(const QString &text)
{
    Scanner scanner;
    scanner.run(text);
    return std::move(scanner.result);
}
