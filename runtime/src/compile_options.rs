//! A serialized `xla.CompileOptionsProto`, encoded by hand: PJRT's compile
//! call takes the proto's bytes, and the harness needs only three fields of
//! `executable_build_options` (their defaults live in the proto's comments,
//! not in the wire format, so they are always written).

/// Options this harness compiles with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// -1 lets the client pick the device.
    pub device_ordinal: i64,
    pub num_replicas: i64,
    pub num_partitions: i64,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions { device_ordinal: -1, num_replicas: 1, num_partitions: 1 }
    }
}

// Field numbers: CompileOptionsProto.executable_build_options = 3;
// ExecutableBuildOptionsProto.device_ordinal = 1, num_replicas = 4, num_partitions = 5.
const EXECUTABLE_BUILD_OPTIONS: u64 = 3;
const DEVICE_ORDINAL: u64 = 1;
const NUM_REPLICAS: u64 = 4;
const NUM_PARTITIONS: u64 = 5;

fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn int64_field(field: u64, v: i64, out: &mut Vec<u8>) {
    varint(field << 3, out); // wire type 0: varint; negative int64 is ten bytes
    varint(v as u64, out);
}

impl CompileOptions {
    /// The proto's wire bytes.
    pub fn encode(&self) -> Vec<u8> {
        let mut build = Vec::new();
        int64_field(DEVICE_ORDINAL, self.device_ordinal, &mut build);
        int64_field(NUM_REPLICAS, self.num_replicas, &mut build);
        int64_field(NUM_PARTITIONS, self.num_partitions, &mut build);
        let mut out = Vec::new();
        varint((EXECUTABLE_BUILD_OPTIONS << 3) | 2, &mut out); // wire type 2: length-delimited
        varint(build.len() as u64, &mut out);
        out.extend_from_slice(&build);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encodes_known_bytes() {
        let bytes = CompileOptions::default().encode();
        // tag 0x1a (field 3, bytes), length 15: 0x08 + ten bytes of -1, 0x20 0x01, 0x28 0x01.
        let mut want = vec![0x1a, 15, 0x08];
        want.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
        want.extend_from_slice(&[0x20, 0x01, 0x28, 0x01]);
        assert_eq!(bytes, want);
    }
}
