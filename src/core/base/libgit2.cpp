// SPDX-License-Identifier: MIT
#include "base/libgit2.h"

#include <QCoreApplication>

#include <dlfcn.h>

namespace {

struct Loaded {
    LibGit2 *library = nullptr;
    QString error;
};

} // namespace

const LibGit2 *LibGit2::get(QString *error)
{
    static const Loaded loaded = [] {
        Loaded out;
        // RTLD_LOCAL: its symbols (and those of OpenSSL and the rest) stay out of the global scope.
        void *handle = dlopen(PERFOPT_LIBGIT2_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            out.error = QCoreApplication::translate("LibGit2", "cannot load libgit2 (%1): %2")
                            .arg(QLatin1String(PERFOPT_LIBGIT2_SONAME), QString::fromLocal8Bit(dlerror()));
            return out;
        }
        auto *library = new LibGit2; // lives as long as the process, like the loaded library
        const char *missing = nullptr;
#define PERFOPT_LIBGIT2_RESOLVE(name)                                                                          \
    library->name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                                 \
    if (!library->name && !missing)                                                                            \
        missing = #name;
        PERFOPT_LIBGIT2_FUNCTIONS(PERFOPT_LIBGIT2_RESOLVE)
#undef PERFOPT_LIBGIT2_RESOLVE
        if (missing) {
            out.error = QCoreApplication::translate("LibGit2", "libgit2 (%1) lacks %2")
                            .arg(QLatin1String(PERFOPT_LIBGIT2_SONAME), QLatin1String(missing));
            delete library;
            return out;
        }
        library->git_libgit2_init();
        out.library = library;
        return out;
    }();
    if (!loaded.library && error)
        *error = loaded.error;
    return loaded.library;
}

QString LibGit2::lastError(int code) const
{
    const git_error *e = git_error_last();
    return e && e->message ? QString::fromUtf8(e->message) : QCoreApplication::translate("LibGit2", "libgit2 error %1").arg(code);
}
