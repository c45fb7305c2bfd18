/// FNV-1a over bytes: a cheap 64-bit fingerprint for telling runs' frames apart, compared exactly. Goldens a
/// reviewer must see are images, not fingerprints.
package func fingerprint(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
}
