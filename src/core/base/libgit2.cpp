// SPDX-License-Identifier: MIT
#include "base/libgit2.h"

#include <QCoreApplication>

#include <dlfcn.h>

namespace {

// What loading found, kept untranslated: the message is made in the language of each call.
struct Loaded {
    LibGit2 *library = nullptr;
    QString loadError; // dlerror()'s text when no candidate loaded
    QByteArray missing; // the first function the library lacks
    int initError = 0; // git_libgit2_init()'s negative result
};

} // namespace

const LibGit2 *LibGit2::get(QString *error)
{
    static const Loaded loaded = [] {
        Loaded out;
        // By the name the package installs it under, then from the folder it was built against
        // (a libgit2 outside the loader's search path). RTLD_LOCAL: its symbols, and those of
        // OpenSSL and the rest, stay out of the global scope.
        void *handle = nullptr;
        for (const char *name : {PERFOPT_LIBGIT2_SONAME, PERFOPT_LIBGIT2_PATH}) {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
            if (handle)
                break;
            if (out.loadError.isEmpty())
                out.loadError = QString::fromLocal8Bit(dlerror());
        }
        if (!handle)
            return out;
        auto *library = new LibGit2; // lives as long as the process, like the loaded library
#define PERFOPT_LIBGIT2_RESOLVE(name)                                                                          \
    library->name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                                 \
    if (!library->name && out.missing.isEmpty())                                                               \
        out.missing = #name;
        PERFOPT_LIBGIT2_FUNCTIONS(PERFOPT_LIBGIT2_RESOLVE)
#undef PERFOPT_LIBGIT2_RESOLVE
        if (out.missing.isEmpty()) {
            const int initialised = library->git_libgit2_init();
            if (initialised >= 0) {
                out.library = library;
                return out;
            }
            out.initError = initialised;
        }
        delete library;
        dlclose(handle);
        return out;
    }();
    if (!loaded.library && error) {
        const QString name = QLatin1String(PERFOPT_LIBGIT2_SONAME);
        if (!loaded.missing.isEmpty())
            *error = QCoreApplication::translate("LibGit2", "libgit2 (%1) lacks %2")
                         .arg(name, QString::fromLatin1(loaded.missing));
        else if (loaded.initError < 0)
            *error = QCoreApplication::translate("LibGit2", "libgit2 error %1").arg(loaded.initError);
        else
            *error = QCoreApplication::translate("LibGit2", "cannot load libgit2 (%1): %2").arg(name, loaded.loadError);
    }
    return loaded.library;
}

QString LibGit2::lastError(int code) const
{
    const git_error *e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message)
                           : QCoreApplication::translate("LibGit2", "libgit2 error %1").arg(code);
}
