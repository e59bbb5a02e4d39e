/* cil2mir C runtime: the process and the collector as Mono's framework asks for them (internal
 * calls bound in frontend/corelib.py): Environment's exit code, command line, host and user
 * names and variables; GC's collections and counters; GCHandle's handles (behind
 * WeakReference), weak ones through Boehm's disappearing links. */
#define _GNU_SOURCE /* environ */
#include "cil2mir_internal.h"

#include <gc.h>
#include <limits.h>
#include <pthread.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- Environment ---------------------------------------------------------------------------- */

int rt_argc;
char **rt_argv;
static int32_t exit_code;

/* Environment.ExitCode: what a Main that returns void exits with (module.py's entry wrapper). */
int32_t rt_Environment_get_ExitCode(void) { return exit_code; }
void rt_Environment_set_ExitCode(int32_t code) { exit_code = code; }

/* Environment.Exit: the console's output is written, then the process ends (no finally block
 * or other managed code runs). */
void rt_Environment_Exit(int32_t code) {
    exit_code = code;
    rt_flush_stdout();
    exit(code);
}

static String **string_items(void *arr) { return (String **)((RefArray *)arr)->items; }

/* Environment.GetCommandLineArgs: the program's path first, made absolute as Mono does for the
 * assembly's (here the executable's), then the arguments. */
void *rt_Environment_GetCommandLineArgs(void) {
    int n = rt_argc > 0 ? rt_argc : 1;
    void *arr = rt_newarr(&rt_StringArray_type, n);
    char path[PATH_MAX];
    const char *self = rt_argc > 0 ? rt_argv[0] : "";
    if (rt_argc > 0 && self[0] != '/' && realpath(self, path)) self = path;
    else if (rt_argc == 0 && readlink("/proc/self/exe", path, sizeof path - 1) > 0) self = path;
    string_items(arr)[0] = rt_string_from_utf8(self);
    for (int i = 1; i < rt_argc; i++) string_items(arr)[i] = rt_string_from_utf8(rt_argv[i]);
    return arr;
}

/* Environment.MachineName: the host name (null when there is none, as in Mono). */
String *rt_Environment_get_MachineName(void) {
    char name[256];
    if (gethostname(name, sizeof name) != 0) return NULL;
    name[sizeof name - 1] = 0;
    return rt_string_from_utf8(name);
}

/* eglib's rule for the user's name and home directory: the environment variable `var`, else
 * the real user's password entry (its home directory if `home`, else its name), else
 * `fallback`. */
static String *env_or_user_entry(const char *var, int home, const char *fallback) {
    const char *value = getenv(var);
    struct passwd pw, *found = NULL;
    char buf[4096];
    if (!value && getpwuid_r(getuid(), &pw, buf, sizeof buf, &found) == 0 && found)
        value = home ? pw.pw_dir : pw.pw_name;
    return rt_string_from_utf8(value ? value : fallback);
}

/* Environment.UserName: Mono's (eglib's g_get_user_name). */
String *rt_Environment_get_UserName(void) { return env_or_user_entry("USER", 0, "somebody"); }

/* Environment.internalGetHome (behind GetFolderPath): eglib's g_get_home_dir. */
String *rt_Environment_internalGetHome(void) { return env_or_user_entry("HOME", 1, "/"); }

/* Environment.GetEnvironmentVariableNames (behind GetEnvironmentVariables): the name of every
 * entry of the environment that has one ("NAME=value"), in the environment's order. */
void *rt_Environment_GetEnvironmentVariableNames(void) {
    int n = 0;
    for (char **e = environ; *e; e++) n += strchr(*e, '=') != NULL;
    void *arr = rt_newarr(&rt_StringArray_type, n);
    int i = 0;
    for (char **e = environ; *e && i < n; e++) {
        const char *eq = strchr(*e, '=');
        if (!eq) continue;
        size_t len = (size_t)(eq - *e);
        char *name = malloc(len + 1);
        if (!name) break;
        memcpy(name, *e, len);
        name[len] = 0;
        string_items(arr)[i++] = rt_string_from_utf8(name);
        free(name);
    }
    return arr;
}

/* Environment.SystemPageSize (and the default stack size of a Thread object). */
int32_t rt_Environment_GetPageSize(void) { return (int32_t)sysconf(_SC_PAGESIZE); }

/* ---- GC -------------------------------------------------------------------------------------- */

/* Mono's collector (SGen) has two generations and counts its collections of each; Boehm's has
 * one. The counts here are those of the collections the program asks for (GC.Collect(0) a
 * nursery one, any other a major one), which are Mono's counts while its own collections have
 * not started (a few MB allocated). */
static int32_t minor_collections, major_collections;

void rt_GC_InternalCollect(int32_t generation) {
    if (generation == 0) minor_collections++;
    else major_collections++;
    GC_gcollect();
}

int32_t rt_GC_GetCollectionCount(int32_t generation) {
    return generation == 0 ? minor_collections : major_collections;
}

/* GC.GetGeneration: every object is in the youngest generation (Boehm's is not generational). */
int32_t rt_GC_GetGeneration(void *obj) {
    if (!obj) rt_throw_NullReferenceException();
    return 0;
}

/* GC.GetTotalMemory: the bytes in use in the collected heap (after a major collection first). */
int64_t rt_GC_GetTotalMemory(int32_t force_collection) {
    if (force_collection) rt_GC_InternalCollect(1);
    return (int64_t)(GC_get_heap_size() - GC_get_free_bytes());
}

int64_t rt_GC_GetAllocatedBytes(void) { return (int64_t)GC_get_total_bytes(); }

/* ---- GCHandle --------------------------------------------------------------------------------- */

/* A handle names a slot: ((index + 1) << 2) | type, type as GCHandleType (Weak 0,
 * WeakTrackResurrection 1, Normal 2, Pinned 3). Slots live in chunks that never move (a weak
 * slot's address is registered with the collector) and that the collector scans (the target
 * of a Normal or Pinned handle is held; Boehm moves nothing, so pinned is just held). A weak
 * slot holds its target hidden (GC_HIDE_POINTER) with a disappearing link that the collector
 * clears when the target is otherwise unreachable; no object is finalized, so both weak kinds
 * behave alike. A target outside the collected heap (a string literal) is never collected: it
 * is held plainly. */
typedef struct HandleSlot {
    void *target;       /* the object, hidden in a weak slot; NULL: none */
    int32_t type;       /* GCHandleType; -1: free */
    int32_t link;       /* a disappearing link is registered on `target` */
    int32_t next_free;  /* free slots: the next free index + 1 (0: none) */
} HandleSlot;

#define CHUNK_SLOTS 1024
#define MAX_CHUNKS 4096
static HandleSlot *chunks[MAX_CHUNKS];
static int32_t n_slots, first_free; /* first_free: index + 1 of a free slot (0: none) */

static HandleSlot *slot_of(int32_t handle) {
    int64_t index = (int64_t)((uint32_t)handle >> 2) - 1;
    if (handle == 0 || index < 0 || index >= n_slots) return NULL;
    HandleSlot *s = &chunks[index / CHUNK_SLOTS][index % CHUNK_SLOTS];
    return s->type == (handle & 3) ? s : NULL;
}

static void *slot_target(const HandleSlot *s) {
    if (!s || !s->target) return NULL;
    return s->link ? GC_REVEAL_POINTER((GC_hidden_pointer)s->target) : s->target;
}

static void slot_set(HandleSlot *s, void *obj) {
    if (s->link) GC_unregister_disappearing_link(&s->target);
    s->link = 0;
    if (s->type <= 1 && obj && GC_base(obj) == obj) {
        s->target = (void *)GC_HIDE_POINTER(obj);
        s->link = 1;
        if (GC_general_register_disappearing_link(&s->target, obj) == GC_NO_MEMORY) {
            s->target = obj;        /* (held, then) */
            s->link = 0;
        }
    } else {
        s->target = obj;
    }
}

static int32_t handle_new(void *obj, int32_t type) {
    int32_t index;
    if (first_free) {
        index = first_free - 1;
    } else {
        if (n_slots == CHUNK_SLOTS * MAX_CHUNKS) {
            rt_throw_OutOfMemoryException();
            return 0;
        }
        if (n_slots % CHUNK_SLOTS == 0) {
            /* uncollectable: scanned for the targets of strong handles, never freed */
            HandleSlot *chunk = GC_MALLOC_UNCOLLECTABLE(CHUNK_SLOTS * sizeof(HandleSlot));
            if (!chunk) {
                rt_throw_OutOfMemoryException();
                return 0;
            }
            chunks[n_slots / CHUNK_SLOTS] = chunk;
        }
        index = n_slots++;
        chunks[index / CHUNK_SLOTS][index % CHUNK_SLOTS].next_free = 0;
    }
    HandleSlot *s = &chunks[index / CHUNK_SLOTS][index % CHUNK_SLOTS];
    first_free = s->next_free;
    s->next_free = 0;
    s->type = type;
    s->link = 0;
    s->target = NULL;
    slot_set(s, obj);
    return ((index + 1) << 2) | type;
}

/* GCHandle.GetTargetHandle: type -1 sets the target of `handle` (and returns it), otherwise a
 * new handle of that type for obj. */
int32_t rt_GCHandle_GetTargetHandle(void *obj, int32_t handle, int32_t type) {
    if (type == -1) {
        HandleSlot *s = slot_of(handle);
        if (s) slot_set(s, obj);
        return handle;
    }
    return handle_new(obj, type & 3);
}

void *rt_GCHandle_GetTarget(int32_t handle) { return slot_target(slot_of(handle)); }

void rt_GCHandle_FreeHandle(int32_t handle) {
    HandleSlot *s = slot_of(handle);
    if (!s) return;
    slot_set(s, NULL);
    s->type = -1;
    s->next_free = first_free;
    first_free = (int32_t)((uint32_t)handle >> 2);
}

int32_t rt_GCHandle_CheckCurrentDomain(int32_t handle) { return slot_of(handle) != NULL; }

/* GCHandle.GetAddrOfPinnedObject: the address of a pinned target's data (an array's first
 * element, a string's first char, an object's first field); -2 when the handle is not pinned,
 * -1 when the object holds references (not blittable), as Mono answers. */
intptr_t rt_GCHandle_GetAddrOfPinnedObject(int32_t handle) {
    HandleSlot *s = slot_of(handle);
    if (!s || s->type != 3) return -2;
    Object *obj = s->target;
    if (!obj) return 0;
    if (obj->type == &rt_String_type) return (intptr_t)((String *)obj)->chars;
    if (obj->type->flags & TD_ARRAY) {
        if (obj->type->flags & TD_REF_ARRAY) return -1;
        return (intptr_t)rt_array_data((Array *)obj);
    }
    if (!(obj->type->flags & TD_NO_REFS)) return -1;
    return (intptr_t)(obj + 1);
}

/* ---- Environment.FailFast, RuntimeHelpers.SufficientExecutionStack --------------------------- */

/* FailFast's end (its plug printed Mono's message): the console's output first, then SIGABRT,
 * as Mono's abort(). */
void rt_Process_Abort(void) {
    rt_flush_stdout();
    fflush(stderr);
    abort();
}

/* Whether the stack has room for another deep call chain: Mono keeps a safety margin of some
 * pages above the stack's lower bound. */
int32_t rt_RuntimeHelpers_SufficientExecutionStack(void) {
    static char *low;
    if (!low) {
        pthread_attr_t attr;
        void *addr;
        size_t size;
        if (pthread_getattr_np(pthread_self(), &attr) != 0) return 1;
        if (pthread_attr_getstack(&attr, &addr, &size) == 0) low = addr;
        pthread_attr_destroy(&attr);
        if (!low) return 1;
    }
    char here;
    return &here - low > 128 * 1024;
}

/* ---- threads ---------------------------------------------------------------------------------- */

/* A delegate (runtime/corelib/Delegate.cs: its first three fields): each link of a multicast
 * one calls `method` with `target` first when there is one. */
typedef struct ThreadDelegate {
    Object header;
    void *target;
    void *method;
    struct ThreadDelegate *prev;
} ThreadDelegate;

/* Thread.Start (runtime/corelib/Threading.cs): the thread's ThreadStart or
 * ParameterizedThreadStart, run to its end; an exception it does not catch is reported as
 * Mono reports one in any thread, and ends the process. */
void rt_Thread_Run(void *start, void *arg, int32_t with_arg) {
    ThreadDelegate *d = start;
    if (d->prev) rt_Thread_Run(d->prev, arg, with_arg);
    if (d->target && with_arg) ((void (*)(void *, void *))d->method)(d->target, arg);
    else if (d->target) ((void (*)(void *))d->method)(d->target);
    else if (with_arg) ((void (*)(void *))d->method)(arg);
    else ((void (*)(void))d->method)();
    if (cil2mir_pending_exception) rt_unhandled_exception(cil2mir_pending_exception);
}

/* A thread pool worker (runtime/corelib/ThreadPool.cs): its ThreadStart, a static method, run
 * to its end. Mono's worker calls the pool's dispatch through a runtime invoke, which catches an
 * exception a work item leaves (the work item's finally blocks run); it is then reported as
 * unhandled and ends the process with status 255. */
void rt_ThreadPool_Run(void *work) {
    ((void (*)(void))((ThreadDelegate *)work)->method)();
    if (cil2mir_pending_exception) rt_unhandled_exception_exit(cil2mir_pending_exception, 255);
}
