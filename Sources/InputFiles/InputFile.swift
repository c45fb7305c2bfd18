/// Reads input files whole, but only regular files within a size limit, so that no input, whatever
/// its size or kind, costs more memory than the largest file its format accepts.
package enum InputFile {
    /// The bytes of the regular file at `path`, refusing anything else with a one-line reason.
    ///
    /// Opens without blocking (a FIFO with no writer would block a plain open), refuses directories,
    /// FIFOs and devices such as `/dev/zero`, refuses a file whose size exceeds `limit`, and reads at
    /// most `limit.maxBytes + 1` bytes, so a file that grows while it is read is refused too.
    package static func read(_ path: String, limit: InputLimit) throws(InputFileError) -> [UInt8] {
        // The file is opened and checked, and each read held to the limit, by the chunked reader.
        let reader = try InputFileReader(path: path, limit: limit)
        let ceiling = limit.maxBytes + 1
        // One byte more than the size fstat gave lets a single read see the end of an unchanged file;
        // files whose size fstat does not know (in /proc) start small and grow.
        var buffer = [UInt8](repeating: 0, count: min(max(reader.size, 4095) + 1, ceiling))
        var count = 0
        while true {
            if count == buffer.count {
                buffer += [UInt8](repeating: 0, count: min(buffer.count, ceiling - buffer.count))
            }
            var result: Result<Int, InputFileError> = .success(0)
            buffer.withUnsafeMutableBytes { raw in
                do throws(InputFileError) {
                    result = .success(try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: raw[count...])))
                } catch {
                    result = .failure(error)
                }
            }
            let read = try result.get()
            if read == 0 { break }
            count += read
        }
        buffer.removeLast(buffer.count - count)
        return buffer
    }

    /// Reads like `read(_:limit:)`, turning a refusal into the caller's own error made from its reason.
    package static func read<Failure: Error>(
        _ path: String, limit: InputLimit, or failure: (InputFileError) -> Failure
    ) throws(Failure) -> [UInt8] {
        do {
            return try read(path, limit: limit)
        } catch {
            throw failure(error)
        }
    }
}
