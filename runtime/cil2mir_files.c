/* cil2mir C runtime: files and directories as Mono 6.8 reaches them on Linux (bound in
 * frontend/corelib.py). Two families:
 *  - System.IO.MonoIO's internal calls (FileStream and a few File/Directory members): paths are
 *    NUL-terminated UTF-16 (`char*`), handles are file descriptors (as Mono's w32file handles
 *    are), errors are Win32 codes (MonoIOError) that the managed side turns into exceptions;
 *  - corefx's Interop/Sys pinvokes into System.Native (the rest of File, Directory, FileInfo,
 *    directory enumeration): strings are marshalled as UTF-8, structs are corefx's (FileStatus,
 *    DirectoryEntry), errors are errno values, kept for Marshal.GetLastWin32Error ("lasterr"
 *    pinvokes save errno after the call) and converted to and from corefx's PAL numbers. */
#define _GNU_SOURCE /* strerror_r returning char* */
#include "cil2mir_internal.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h> /* rename */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>
#include <utime.h>

/* ---- strings -------------------------------------------------------------------------------- */

/* n UTF-16 units as NUL-terminated UTF-8 in malloc'd memory (unpaired surrogates: U+FFFD). */
static char *utf8_of(const uint16_t *p, int64_t n) {
    char *out = malloc((size_t)n * 3 + 1), *o = out;
    if (!out) rt_unhandled("System.OutOfMemoryException", "Out of memory");
    for (int64_t i = 0; i < n; i++) {
        uint32_t c = p[i];
        if (c >= 0xD800 && c < 0xDC00 && i + 1 < n && p[i + 1] >= 0xDC00 && p[i + 1] < 0xE000)
            c = 0x10000 + ((c - 0xD800) << 10) + (p[++i] - 0xDC00u);
        else if (c >= 0xD800 && c < 0xE000)
            c = 0xFFFD;
        o += rt_utf8_encode(c, o);
    }
    *o = 0;
    return out;
}

/* A MonoIO path (NUL-terminated UTF-16). */
static char *path_of_chars(const uint16_t *p) {
    int64_t n = 0;
    while (p[n]) n++;
    return utf8_of(p, n);
}

/* A pinvoke's string argument (null stays null). */
static char *path_of_string(const String *s) {
    return s ? utf8_of((const uint16_t *)((const char *)s + offsetof(String, chars)), s->length) : NULL;
}

/* ---- Win32 errors (MonoIO) -------------------------------------------------------------------- */

enum {
    ERROR_SUCCESS = 0, ERROR_FILE_NOT_FOUND = 2, ERROR_PATH_NOT_FOUND = 3,
    ERROR_TOO_MANY_OPEN_FILES = 4, ERROR_ACCESS_DENIED = 5, ERROR_INVALID_HANDLE = 6,
    ERROR_BAD_FORMAT = 11, ERROR_WRITE_FAULT = 29, ERROR_SEEK = 25,
    ERROR_SHARING_VIOLATION = 32, ERROR_LOCK_VIOLATION = 33, ERROR_HANDLE_DISK_FULL = 39,
    ERROR_NOT_SUPPORTED = 50, ERROR_DEV_NOT_EXIST = 55, ERROR_FILE_EXISTS = 80,
    ERROR_CANNOT_MAKE = 82, ERROR_INVALID_PARAMETER = 87, ERROR_DIR_NOT_EMPTY = 145,
    ERROR_FILENAME_EXCED_RANGE = 206, ERROR_IO_PENDING = 997,
    ERROR_CANT_RESOLVE_FILENAME = 1921,
};

/* Mono's mono_w32error_unix_to_win32 ("mapping ideas borrowed from wine"). */
static int32_t win32_error(int e) {
    switch (e) {
    case 0: return ERROR_SUCCESS;
    case EACCES: case EPERM: case EROFS: return ERROR_ACCESS_DENIED;
    case EAGAIN: return ERROR_SHARING_VIOLATION;
    case EBUSY: return ERROR_LOCK_VIOLATION;
    case EEXIST: return ERROR_FILE_EXISTS;
    case EINVAL: case ESPIPE: return ERROR_SEEK;
    case EISDIR: return ERROR_CANNOT_MAKE;
    case ENFILE: case EMFILE: return ERROR_TOO_MANY_OPEN_FILES;
    case ENOENT: case ENOTDIR: return ERROR_FILE_NOT_FOUND;
    case ENOSPC: case EFBIG: return ERROR_HANDLE_DISK_FULL;
    case ENOTEMPTY: return ERROR_DIR_NOT_EMPTY;
    case ENOEXEC: return ERROR_BAD_FORMAT;
    case ENAMETOOLONG: return ERROR_FILENAME_EXCED_RANGE;
    case EINPROGRESS: case EINTR: return ERROR_IO_PENDING;
    case ENOSYS: return ERROR_NOT_SUPPORTED;
    case EBADF: case EIO: return ERROR_INVALID_HANDLE;
    case EPIPE: return ERROR_WRITE_FAULT;
    case ELOOP: return ERROR_CANT_RESOLVE_FILENAME;
    case ENODEV: case ENXIO: return ERROR_DEV_NOT_EXIST;
    default: return ERROR_INVALID_PARAMETER; /* (none that file operations give) */
    }
}

/* Mono's _wapi_set_last_path_error_from_errno: a missing file whose directory is missing too
 * is ERROR_PATH_NOT_FOUND (DirectoryNotFoundException), else ERROR_FILE_NOT_FOUND. */
static int32_t path_error(int e, const char *path) {
    if (e != ENOENT) return win32_error(e);
    char *dir = strdup(path);
    char *slash = dir ? strrchr(dir, '/') : NULL;
    int32_t code = ERROR_FILE_NOT_FOUND;
    if (slash) {
        if (slash == dir) slash[1] = 0;
        else *slash = 0;
        if (access(dir, F_OK) != 0) code = ERROR_PATH_NOT_FOUND;
    }
    free(dir);
    return code;
}

/* ---- open files: Mono's in-process share checks ----------------------------------------------- */

/* Every descriptor MonoIO.Open made, with the share mode and access (FileShare Read 1, Write 2,
 * Delete 4; FileAccess Read 1, Write 2) of the first open handle of its file, which Mono keeps
 * while any handle of the file is open, and whether it deletes the file when closed
 * (FileOptions.DeleteOnClose). */
typedef struct OpenFile {
    struct OpenFile *next;
    int fd, share, access;
    dev_t dev;
    ino_t ino;
    char *delete_on_close;
} OpenFile;
static OpenFile *open_files;

/* Mono's share_allows_open: a file already open allows another open only if its first
 * handle's share mode is exactly Read and the new access is Read, exactly Write and the new
 * access is Write, or anything else but None. (Mono does not check the new handle's share
 * mode against the access of those open.) The first handle's modes are stored in *f. */
static int share_allows(const struct stat *st, int share, int access, OpenFile *f) {
    for (OpenFile *o = open_files; o; o = o->next) {
        if (o->dev != st->st_dev || o->ino != st->st_ino) continue;
        if (o->share == 0 || (o->share == 1 && access != 1) || (o->share == 2 && access != 2)) return 0;
        f->share = o->share;
        f->access = o->access;
        return 1;
    }
    f->share = share & ~7 ? 0 : share; /* (an unknown FileShare bit: Mono warns and shares nothing) */
    f->access = access;
    return 1;
}

enum { MODE_CREATE_NEW = 1, MODE_CREATE = 2, MODE_OPEN = 3, MODE_OPEN_OR_CREATE = 4,
       MODE_TRUNCATE = 5, MODE_APPEND = 6 };
enum { OPTION_DELETE_ON_CLOSE = 0x04000000 };

/* MonoIO.Open: a descriptor, or -1 (INVALID_HANDLE_VALUE) with the error. */
int64_t rt_MonoIO_Open(const uint16_t *name, int32_t mode, int32_t access, int32_t share,
                       int32_t options, int32_t *error) {
    int flags = access == 1 ? O_RDONLY : access == 2 ? O_WRONLY : O_RDWR;
    switch (mode) {
    case MODE_CREATE_NEW: flags |= O_CREAT | O_EXCL; break;
    case MODE_CREATE: flags |= O_CREAT | O_TRUNC; break;
    case MODE_OPEN_OR_CREATE: case MODE_APPEND: flags |= O_CREAT; break;
    case MODE_TRUNCATE: flags |= O_TRUNC; break;
    default: break;
    }
    char *path = path_of_chars(name);
    int fd = open(path, flags | O_CLOEXEC, 0666);
    /* a directory opened for writing: Mono retries read-only (FileStream then refuses it) */
    if (fd < 0 && errno == EISDIR) fd = open(path, (flags & ~(O_WRONLY | O_RDWR)) | O_CLOEXEC, 0666);
    if (fd < 0) {
        *error = path_error(errno, path);
        free(path);
        return -1;
    }
    struct stat st;
    OpenFile *f = malloc(sizeof *f);
    if (!f) rt_unhandled("System.OutOfMemoryException", "Out of memory");
    *f = (OpenFile){.next = open_files, .fd = fd};
    if (fstat(fd, &st) == 0) {
        f->dev = st.st_dev;
        f->ino = st.st_ino;
        if (!share_allows(&st, share, access, f)) {
            close(fd);
            free(path);
            free(f);
            *error = ERROR_SHARING_VIOLATION;
            return -1;
        }
    }
    if (options & OPTION_DELETE_ON_CLOSE) f->delete_on_close = path;
    else free(path);
    open_files = f;
    *error = ERROR_SUCCESS;
    return fd;
}

/* MonoIO.Close. */
int32_t rt_MonoIO_Close(int64_t handle, int32_t *error) {
    for (OpenFile **p = &open_files; *p; p = &(*p)->next) {
        OpenFile *f = *p;
        if (f->fd != handle) continue;
        *p = f->next;
        if (f->delete_on_close) unlink(f->delete_on_close);
        free(f->delete_on_close);
        free(f);
        break;
    }
    int ok = close((int)handle) == 0;
    *error = ok ? ERROR_SUCCESS : win32_error(errno);
    return ok;
}

static unsigned char *array_bytes(Array *a, int32_t offset) { return a->data + offset; }

/* MonoIO.Read: the bytes read (0 at the end), -1 with the error. */
int32_t rt_MonoIO_Read(int64_t handle, Array *dest, int32_t offset, int32_t count, int32_t *error) {
    ssize_t n;
    do n = read((int)handle, array_bytes(dest, offset), (size_t)count);
    while (n < 0 && errno == EINTR);
    *error = n < 0 ? win32_error(errno) : ERROR_SUCCESS;
    return (int32_t)n;
}

/* MonoIO.Write: the bytes written, -1 with the error. */
int32_t rt_MonoIO_Write(int64_t handle, Array *src, int32_t offset, int32_t count, int32_t *error) {
    int32_t done = 0;
    while (done < count) {
        ssize_t n = write((int)handle, array_bytes(src, offset + done), (size_t)(count - done));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            *error = win32_error(errno);
            return -1;
        }
        done += (int32_t)n;
    }
    *error = ERROR_SUCCESS;
    return done;
}

/* MonoIO.Seek (SeekOrigin Begin, Current, End are SEEK_SET, SEEK_CUR, SEEK_END). */
int64_t rt_MonoIO_Seek(int64_t handle, int64_t offset, int32_t origin, int32_t *error) {
    off_t at = lseek((int)handle, (off_t)offset, origin);
    *error = at < 0 ? win32_error(errno) : ERROR_SUCCESS;
    return at;
}

/* MonoIO.Flush (FileStream.Flush(true)): to the disk. */
int32_t rt_MonoIO_Flush(int64_t handle, int32_t *error) {
    int ok = fsync((int)handle) == 0 || errno == EINVAL; /* (a pipe or a terminal) */
    *error = ok ? ERROR_SUCCESS : win32_error(errno);
    return ok;
}

int64_t rt_MonoIO_GetLength(int64_t handle, int32_t *error) {
    struct stat st;
    if (fstat((int)handle, &st) != 0) {
        *error = win32_error(errno);
        return -1;
    }
    *error = ERROR_SUCCESS;
    return st.st_size;
}

int32_t rt_MonoIO_SetLength(int64_t handle, int64_t length, int32_t *error) {
    int ok = ftruncate((int)handle, (off_t)length) == 0;
    *error = ok ? ERROR_SUCCESS : win32_error(errno);
    return ok;
}

/* MonoIO.GetFileType: MonoFileType Unknown 0, Disk 1, Char 2, Pipe 3. */
int32_t rt_MonoIO_GetFileType(int64_t handle, int32_t *error) {
    struct stat st;
    if (fstat((int)handle, &st) != 0) {
        *error = win32_error(errno);
        return 0;
    }
    *error = ERROR_SUCCESS;
    if (S_ISREG(st.st_mode) || S_ISDIR(st.st_mode)) return 1;
    if (S_ISCHR(st.st_mode)) return 2;
    if (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) return 3;
    return 0;
}

/* MonoIO.Lock/Unlock: a POSIX record lock, as Mono's _wapi_lock_file_region. */
static void lock_region(int64_t handle, int64_t position, int64_t length, int type, int32_t *error) {
    struct flock fl = {.l_type = (short)type, .l_whence = SEEK_SET, .l_start = position, .l_len = length};
    if (fcntl((int)handle, F_SETLK, &fl) == 0) *error = ERROR_SUCCESS;
    else *error = errno == EACCES || errno == EAGAIN ? ERROR_LOCK_VIOLATION : win32_error(errno);
}

void rt_MonoIO_Lock(int64_t handle, int64_t position, int64_t length, int32_t *error) {
    lock_region(handle, position, length, F_WRLCK, error);
}

void rt_MonoIO_Unlock(int64_t handle, int64_t position, int64_t length, int32_t *error) {
    lock_region(handle, position, length, F_UNLCK, error);
}

/* ---- paths (MonoIO: what File and Directory still take from it) ------------------------------ */

enum { ATTR_READONLY = 0x1, ATTR_UNIX_EXECUTABLE = (int32_t)0x80000000 };

/* MonoIO.SetFileAttributes (File.SetAttributes), as Mono's mono_w32file_set_attributes: a
 * file (or a dangling link) that is there succeeds; ReadOnly clears the write bits, anything
 * else sets the owner's; Mono's own 0x80000000 adds execute where there is read. */
int32_t rt_MonoIO_SetFileAttributes(const uint16_t *name, int32_t attrs, int32_t *error) {
    char *path = path_of_chars(name);
    struct stat st;
    int ok = stat(path, &st) == 0 || (errno == ENOENT && lstat(path, &st) == 0);
    if (ok) {
        chmod(path, attrs & ATTR_READONLY ? st.st_mode & ~(mode_t)(S_IWUSR | S_IWGRP | S_IWOTH)
                                          : st.st_mode | S_IWUSR);
        if (attrs & ATTR_UNIX_EXECUTABLE)
            chmod(path, st.st_mode | (st.st_mode & S_IRUSR ? S_IXUSR : 0) | (st.st_mode & S_IRGRP ? S_IXGRP : 0)
                            | (st.st_mode & S_IROTH ? S_IXOTH : 0));
    }
    *error = ok ? ERROR_SUCCESS : path_error(errno, path);
    free(path);
    return ok;
}

/* MonoIO.SetCurrentDirectory (Directory.SetCurrentDirectory, Environment.CurrentDirectory). */
int32_t rt_MonoIO_SetCurrentDirectory(const uint16_t *name, int32_t *error) {
    char *path = path_of_chars(name);
    int ok = chdir(path) == 0;
    *error = ok ? ERROR_SUCCESS : win32_error(errno);
    free(path);
    return ok;
}

/* ---- Interop/Sys (corefx's System.Native) ---------------------------------------------------- */

/* Copy the rest of one descriptor to another. */
static int copy_fd(int from, int to) {
    char buf[65536];
    for (;;) {
        ssize_t n = read(from, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return (int)n;
        for (ssize_t done = 0; done < n;) {
            ssize_t w = write(to, buf + done, (size_t)(n - done));
            if (w < 0 && errno == EINTR) continue;
            if (w < 0) return -1;
            done += w;
        }
    }
}

static int32_t last_errno;

/* Marshal.GetLastWin32Error: errno after the last "lasterr" pinvoke. */
int32_t rt_Marshal_GetLastWin32Error(void) { return last_errno; }

/* The result of a lasterr pinvoke, keeping errno for GetLastWin32Error. */
static int32_t lasterr(int result) {
    last_errno = result < 0 ? errno : 0;
    return result;
}

/* corefx's FileStatus (Interop/Sys/FileStatus in mscorlib: Flags, Mode, Uid, Gid, Size, the
 * times with their nanoseconds, Dev, Ino, UserFlags; no birth time on Linux). */
typedef struct FileStatus {
    int32_t flags, mode;
    uint32_t uid, gid;
    int64_t size, atime, atime_nsec, mtime, mtime_nsec, ctime, ctime_nsec, birthtime,
        birthtime_nsec, dev, ino;
    uint32_t user_flags;
} FileStatus;
_Static_assert(sizeof(FileStatus) == 112, "FileStatus");

static void file_status(const struct stat *st, FileStatus *out) {
    *out = (FileStatus){
        .mode = (int32_t)st->st_mode, .uid = st->st_uid, .gid = st->st_gid, .size = st->st_size,
        .atime = st->st_atim.tv_sec, .atime_nsec = st->st_atim.tv_nsec,
        .mtime = st->st_mtim.tv_sec, .mtime_nsec = st->st_mtim.tv_nsec,
        .ctime = st->st_ctim.tv_sec, .ctime_nsec = st->st_ctim.tv_nsec,
        .dev = (int64_t)st->st_dev, .ino = (int64_t)st->st_ino};
}

/* (no function pointers here: the runtime's call graph, which tests/test_runtime_exceptions.py
 * reads, takes a call through one for managed code) */
static int32_t stat_into(const char *path, FileStatus *out, int follow_links) {
    struct stat st;
    int r = follow_links ? stat(path, &st) : lstat(path, &st);
    if (r == 0) file_status(&st, out);
    return lasterr(r);
}

/* Stat/LStat of a string or of NUL-terminated UTF-8 bytes (ValueUtf8Converter's). */
int32_t rt_Sys_Stat(const String *path, FileStatus *out) {
    char *p = path_of_string(path);
    int32_t r = stat_into(p, out, 1);
    free(p);
    return r;
}

int32_t rt_Sys_LStat(const String *path, FileStatus *out) {
    char *p = path_of_string(path);
    int32_t r = stat_into(p, out, 0);
    free(p);
    return r;
}

int32_t rt_Sys_Stat_bytes(const char *path, FileStatus *out) { return stat_into(path, out, 1); }
int32_t rt_Sys_LStat_bytes(const char *path, FileStatus *out) { return stat_into(path, out, 0); }

/* The pinvokes of one or two string paths. */
enum PathCall { UNLINK, RMDIR, RENAME, LINK, SYMLINK };

static int32_t on_paths(const String *a, const String *b, enum PathCall call) {
    char *p = path_of_string(a), *q = path_of_string(b);    /* (NULL for no b) */
    int r = call == UNLINK ? unlink(p) : call == RMDIR ? rmdir(p) : call == RENAME ? rename(p, q)
          : call == LINK ? link(p, q) : symlink(p, q);
    free(p);
    free(q);
    return lasterr(r);
}

int32_t rt_Sys_Unlink(const String *path) { return on_paths(path, NULL, UNLINK); }
int32_t rt_Sys_RmDir(const String *path) { return on_paths(path, NULL, RMDIR); }
int32_t rt_Sys_Rename(const String *from, const String *to) { return on_paths(from, to, RENAME); }
int32_t rt_Sys_Link(const String *from, const String *to) { return on_paths(from, to, LINK); }
int32_t rt_Sys_Symlink(const String *target, const String *link_path) { return on_paths(target, link_path, SYMLINK); }

int32_t rt_Sys_MkDir(const String *path, int32_t mode) {
    char *p = path_of_string(path);
    int r = mkdir(p, (mode_t)mode);
    free(p);
    return lasterr(r);
}

int32_t rt_Sys_ChMod(const String *path, int32_t mode) {
    char *p = path_of_string(path);
    int r = chmod(p, (mode_t)mode);
    free(p);
    return lasterr(r);
}

/* ReadLink into a byte[]: the length (not terminated), -1 with errno. */
int32_t rt_Sys_ReadLink(const String *path, Array *buffer, int32_t size) {
    char *p = path_of_string(path);
    ssize_t n = readlink(p, (char *)buffer->data, (size_t)size);
    free(p);
    return lasterr((int)n);
}

/* UTime(path, UTimBuf { AcTime, ModTime }) and UTimes(path, TimeValPair { ASec, AUSec, MSec,
 * MUSec }). */
int32_t rt_Sys_UTime(const String *path, const int64_t *times) {
    char *p = path_of_string(path);
    struct utimbuf t = {.actime = (time_t)times[0], .modtime = (time_t)times[1]};
    int r = utime(p, &t);
    free(p);
    return lasterr(r);
}

int32_t rt_Sys_UTimes(const String *path, const int64_t *times) {
    char *p = path_of_string(path);
    struct timeval t[2] = {{(time_t)times[0], (suseconds_t)times[1]}, {(time_t)times[2], (suseconds_t)times[3]}};
    int r = utimes(p, t);
    free(p);
    return lasterr(r);
}

/* SystemNative_CopyFile between two open descriptors: the bytes, then the permissions. */
int32_t rt_Sys_CopyFile(int64_t from, int64_t to) {
    struct stat st;
    int r = copy_fd((int)from, (int)to);
    if (r == 0 && fstat((int)from, &st) == 0) r = fchmod((int)to, st.st_mode & 07777);
    return lasterr(r);
}

/* Linux has no file flags: LChflags fails as corefx's does without lchflags. */
int32_t rt_Sys_LChflags(const String *path, uint32_t flags) {
    (void)path, (void)flags;
    errno = ENOTSUP;
    return lasterr(-1);
}

int32_t rt_Sys_LChflagsCanSetHiddenFlag(void) { return 0; }
uint32_t rt_Sys_GetEUid(void) { return (uint32_t)geteuid(); }
uint32_t rt_Sys_GetEGid(void) { return (uint32_t)getegid(); }

/* Directory enumeration: a DIR*, read with readdir (one thread), so no buffer is needed:
 * corefx's DirectoryEntry { uint8* Name; int32 NameLength (-1: NUL-terminated); NodeType }
 * points into the DIR's entry, which stays valid until the next read. */
typedef struct DirectoryEntry {
    const char *name;
    int32_t name_length;
    int32_t inode_type;
} DirectoryEntry;
_Static_assert(sizeof(DirectoryEntry) == 16, "DirectoryEntry");

int64_t rt_Sys_OpenDir(const String *path) {
    char *p = path_of_string(path);
    DIR *d = opendir(p);
    last_errno = d ? 0 : errno;
    free(p);
    return (int64_t)(intptr_t)d;
}

int32_t rt_Sys_GetReadDirRBufferSize(void) { return 0; }

/* 0: an entry; -1: the end; else the errno of the failure. */
int32_t rt_Sys_ReadDirR(int64_t dir, uint8_t *buffer, int32_t size, DirectoryEntry *out) {
    (void)buffer, (void)size;
    errno = 0;
    struct dirent *e = readdir((DIR *)(intptr_t)dir);
    if (!e) {
        memset(out, 0, sizeof *out);
        return errno ? errno : -1;
    }
    *out = (DirectoryEntry){e->d_name, -1, e->d_type};
    return 0;
}

int32_t rt_Sys_CloseDir(int64_t dir) { return lasterr(closedir((DIR *)(intptr_t)dir)); }

/* corefx's PAL error numbers (Interop/Error), 0x10000 + their order in pal_errno.h. */
static const struct { int platform; int32_t pal; } pal_errors[] = {
    {E2BIG, 0x10001}, {EACCES, 0x10002}, {EADDRINUSE, 0x10003}, {EADDRNOTAVAIL, 0x10004},
    {EAFNOSUPPORT, 0x10005}, {EAGAIN, 0x10006}, {EALREADY, 0x10007}, {EBADF, 0x10008},
    {EBADMSG, 0x10009}, {EBUSY, 0x1000A}, {ECANCELED, 0x1000B}, {ECHILD, 0x1000C},
    {ECONNABORTED, 0x1000D}, {ECONNREFUSED, 0x1000E}, {ECONNRESET, 0x1000F}, {EDEADLK, 0x10010},
    {EDESTADDRREQ, 0x10011}, {EDOM, 0x10012}, {EDQUOT, 0x10013}, {EEXIST, 0x10014},
    {EFAULT, 0x10015}, {EFBIG, 0x10016}, {EHOSTUNREACH, 0x10017}, {EIDRM, 0x10018},
    {EILSEQ, 0x10019}, {EINPROGRESS, 0x1001A}, {EINTR, 0x1001B}, {EINVAL, 0x1001C},
    {EIO, 0x1001D}, {EISCONN, 0x1001E}, {EISDIR, 0x1001F}, {ELOOP, 0x10020}, {EMFILE, 0x10021},
    {EMLINK, 0x10022}, {EMSGSIZE, 0x10023}, {EMULTIHOP, 0x10024}, {ENAMETOOLONG, 0x10025},
    {ENETDOWN, 0x10026}, {ENETRESET, 0x10027}, {ENETUNREACH, 0x10028}, {ENFILE, 0x10029},
    {ENOBUFS, 0x1002A}, {ENODEV, 0x1002C}, {ENOENT, 0x1002D}, {ENOEXEC, 0x1002E},
    {ENOLCK, 0x1002F}, {ENOLINK, 0x10030}, {ENOMEM, 0x10031}, {ENOMSG, 0x10032},
    {ENOPROTOOPT, 0x10033}, {ENOSPC, 0x10034}, {ENOSYS, 0x10037}, {ENOTCONN, 0x10038},
    {ENOTDIR, 0x10039}, {ENOTEMPTY, 0x1003A}, {ENOTSOCK, 0x1003C}, {ENOTSUP, 0x1003D},
    {ENOTTY, 0x1003E}, {ENXIO, 0x1003F}, {EOVERFLOW, 0x10040}, {EPERM, 0x10042},
    {EPIPE, 0x10043}, {EPROTO, 0x10044}, {EPROTONOSUPPORT, 0x10045}, {EPROTOTYPE, 0x10046},
    {ERANGE, 0x10047}, {EROFS, 0x10048}, {ESPIPE, 0x10049}, {ESRCH, 0x1004A},
    {ESTALE, 0x1004B}, {ETIMEDOUT, 0x1004D}, {ETXTBSY, 0x1004E}, {EXDEV, 0x1004F},
    {ESOCKTNOSUPPORT, 0x1005E}, {EPFNOSUPPORT, 0x10060}, {ESHUTDOWN, 0x1006C},
    {EHOSTDOWN, 0x10070}, {ENODATA, 0x10071},
};

/* An errno nobody names is corefx's ENONSTANDARD. */
int32_t rt_Sys_ConvertErrorPlatformToPal(int32_t e) {
    if (e == 0) return 0;
    for (size_t i = 0; i < sizeof pal_errors / sizeof *pal_errors; i++)
        if (pal_errors[i].platform == e) return pal_errors[i].pal;
    return 0x1FFFF;
}

int32_t rt_Sys_ConvertErrorPalToPlatform(int32_t pal) {
    if (pal == 0) return 0;
    for (size_t i = 0; i < sizeof pal_errors / sizeof *pal_errors; i++)
        if (pal_errors[i].pal == pal) return pal_errors[i].platform;
    return -1;
}

/* StrErrorR: the C library's message (GNU strerror_r may return its own string). */
const char *rt_Sys_StrErrorR(int32_t e, char *buffer, int32_t size) {
    if (size <= 0) return NULL;
    return strerror_r(e, buffer, (size_t)size);
}

/* Marshal.PtrToStringAnsi: NUL-terminated bytes, UTF-8 on Unix as in Mono (null: null). */
String *rt_Marshal_PtrToStringAnsi(const char *p) { return p ? rt_string_from_utf8(p) : NULL; }

/* ---- key pair stores ------------------------------------------------------------------------ */

/* Mono.Security.Cryptography.KeyPairPersistence's internal calls, as Mono's on Unix: a store
 * (a directory or file under ~/.mono/keypairs) is protected when its permission bits grant none
 * of `denied`; protecting it sets its mode (a directory's also gets `dir_bits`). */
static int32_t key_store_is_protected(const uint16_t *name, mode_t denied) {
    char *path = path_of_chars(name);
    struct stat st;
    int32_t result = stat(path, &st) == 0 && (st.st_mode & 0777 & denied) == 0;
    free(path);
    return result;
}

static int32_t key_store_protect(const uint16_t *name, mode_t mode, mode_t dir_bits) {
    char *path = path_of_chars(name);
    struct stat st;
    int32_t result = stat(path, &st) == 0 && chmod(path, S_ISDIR(st.st_mode) ? mode | dir_bits : mode) == 0;
    free(path);
    return result;
}

/* (Mono assumes every Unix file system can be secured) */
int32_t rt_KeyPairs_CanSecure(const uint16_t *root) {
    (void)root;
    return 1;
}

int32_t rt_KeyPairs_IsMachineProtected(const uint16_t *path) {
    return key_store_is_protected(path, S_IWGRP | S_IWOTH);
}

int32_t rt_KeyPairs_IsUserProtected(const uint16_t *path) {
    return key_store_is_protected(path, S_IRWXG | S_IRWXO);
}

int32_t rt_KeyPairs_ProtectMachine(const uint16_t *path) {
    return key_store_protect(path, S_IRUSR | S_IWUSR | S_IRGRP | S_IROTH, S_IXUSR | S_IXGRP | S_IXOTH);
}

int32_t rt_KeyPairs_ProtectUser(const uint16_t *path) {
    return key_store_protect(path, S_IRUSR | S_IWUSR, S_IXUSR);
}
