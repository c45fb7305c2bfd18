import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lets a long command stop cleanly on SIGINT (Ctrl-C) or SIGTERM (a CI runner cancelling a job): the handler
/// only records the signal in an atomic, and the command checks `received` between frames and writes what it
/// has finished. The handler resets itself on delivery, so a second Ctrl-C ends the process at once.
@available(macOS 15.0, *)
package enum InterruptSignals {
    /// The signal number received, 0 while none.
    private static let signal = Atomic<Int32>(0)

    /// Installs the handlers for SIGINT and SIGTERM.
    package static func install() {
        // Touch the flag first: its one-time initialisation must not happen inside the handler.
        _ = signal.load(ordering: .relaxed)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { InterruptSignals.signal.store($0, ordering: .relaxed) }
            #else
            action.__sigaction_u.__sa_handler = { InterruptSignals.signal.store($0, ordering: .relaxed) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigaction(number, &action, nil)
        }
        // A parent may hand its blocked signals down (a test runner's threads, some CI wrappers): unblock these two.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// The signal received since `install`, if any.
    package static var received: Int32? {
        let number = signal.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
