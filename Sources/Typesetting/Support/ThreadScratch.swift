#if canImport(Glibc)
import Glibc
#endif

/// What preparing text keeps per thread, so the hot path takes no lock for it: the recent
/// run formats (`RunFormat.shared`). Each thread has its own, made at its first use and freed when the
/// thread ends (a POSIX thread-specific value with a destructor); only that thread ever
/// touches it, so its fields skip the run-time exclusivity checks.
final class ThreadScratch {
    /// The most recently used run formats of this thread, newest last (`RunFormat.shared`).
    @exclusivity(unchecked) var recentFormats: [RunFormat] = []

    /// This thread's scratch (made on first use).
    static var current: ThreadScratch {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<ThreadScratch>.fromOpaque(pointer).takeUnretainedValue()
        }
        let made = ThreadScratch()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }

    /// The thread-specific key; its destructor releases a thread's scratch when the thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<ThreadScratch>.fromOpaque(pointer).release() }
        }
        return key
    }()
}
