import InputFiles

/// Why a document is not valid JSON, with the line and column (in bytes, from 1) where reading stopped.
package typealias JSONError = SyntaxError
