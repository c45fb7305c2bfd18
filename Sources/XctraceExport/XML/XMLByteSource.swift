import InputFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the XML reader's bytes come from, a chunk at a time, so that no input is ever held whole.
package protocol XMLByteSource {
    /// Fills `buffer` from its start with up to `buffer.count` bytes and returns how many; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int
    /// Goes back to the first byte, for a second reading.
    mutating func rewind() throws(InputFileError)
}

/// Bytes already in memory: a test's snippet or a fuzzer's input.
package struct MemoryByteSource: XMLByteSource {
    private let bytes: [UInt8]
    private let chunk: Int
    private var offset = 0

    /// A source that yields `bytes` in order, at most `chunk` bytes a read (a small chunk splits every token
    /// across the reader's refills somewhere, as a test or fuzzer wants).
    package init(_ bytes: [UInt8], chunk: Int = .max) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    /// A source that yields the UTF-8 of `text`.
    package init(_ text: String) { self.init(Array(text.utf8)) }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputFileError) -> Int {
        let count = min(chunk, buffer.count, bytes.count - offset)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        bytes.withUnsafeBytes { source in
            guard let from = source.baseAddress else { return }
            base.copyMemory(from: from + offset, byteCount: count)
        }
        offset += count
        return count
    }

    package mutating func rewind() throws(InputFileError) { offset = 0 }
}

/// A file read in chunks is a source as it is.
extension InputFileReader: XMLByteSource {}
