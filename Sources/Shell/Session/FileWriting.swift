#if canImport(Glibc)
    import Glibc
#endif

/// Where `export svg` writes: the file system, or a fake in tests.
public protocol FileWriting {
    func write(_ text: String, to path: String, overwrite: Bool) throws(ShellError)
}

/// Writes through a temporary file and a rename, so a reader never sees half a file, and
/// refuses to replace an existing file unless told to.
public struct SystemFiles: FileWriting {
    public init() {}

    public func write(_ text: String, to path: String, overwrite: Bool) throws(ShellError) {
        if !overwrite, access(path, F_OK) == 0 {
            throw ShellError("\(path) already exists; add --force to replace it")
        }
        let temporary = path + ".tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else {
            throw ShellError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        let written = fwrite(bytes, 1, bytes.count, file)
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ShellError("cannot write \(path): \(reason)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw ShellError("cannot write \(path): \(reason)")
        }
    }
}
