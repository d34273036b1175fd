//! A serialized `xla.CompileOptionsProto`: PJRT's compile call takes the
//! proto's bytes, and the harness needs a few fields of
//! `executable_build_options` (three counts whose defaults live in the
//! proto's comments, not in the wire format, so they are always written;
//! SPMD partitioning, Shardy and a device assignment where set) plus, for
//! the `fast` compile profile, three of XLA's debug options. Those travel
//! as `env_option_overrides`, which XLA applies on top of its defaults and
//! `XLA_FLAGS` (a `debug_options` message would replace every default).
//! The messages are declared in Rust ([`proto`], prost-derive, no protoc);
//! the bytes of every setting are pinned by the tests, since compile cache
//! keys hash them.

pub use program::profiles::CompileProfile;

/// Options this harness compiles with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// -1 lets the client pick the device.
    pub device_ordinal: i64,
    pub num_replicas: i64,
    pub num_partitions: i64,
    pub profile: CompileProfile,
    /// Partition the program SPMD-style over `num_partitions` devices (a
    /// program with `sdy.sharding` / `mhlo.sharding` on its arguments, or a
    /// `shard_map`); written only when true.
    pub use_spmd_partitioning: bool,
    /// Use Shardy rather than GSPMD to partition (what a JAX export with
    /// `sdy.*` attributes needs); written only when true.
    pub use_shardy_partitioner: bool,
    /// Which device runs each (replica, partition); `None` lets the client
    /// choose (written only when set).
    pub device_assignment: Option<DeviceAssignment>,
}

impl Default for CompileOptions {
    fn default() -> Self {
        CompileOptions {
            device_ordinal: -1,
            num_replicas: 1,
            num_partitions: 1,
            profile: CompileProfile::Full,
            use_spmd_partitioning: false,
            use_shardy_partitioner: false,
            device_assignment: None,
        }
    }
}

impl CompileOptions {
    /// The defaults under `profile`.
    pub fn with_profile(profile: CompileProfile) -> CompileOptions {
        CompileOptions { profile, ..CompileOptions::default() }
    }

    /// An SPMD program over `partitions` devices (one replica), partitioned
    /// by Shardy, partition `p` on device id `p`: what a program exported by
    /// `jax.jit` with shardings or `shard_map` over a mesh of that many
    /// devices compiles with.
    pub fn spmd(partitions: usize) -> Result<CompileOptions, AssignmentError> {
        Ok(CompileOptions {
            num_partitions: partitions as i64,
            use_spmd_partitioning: true,
            use_shardy_partitioner: true,
            device_assignment: Some(DeviceAssignment::sequential(1, partitions)?),
            ..CompileOptions::default()
        })
    }

    /// `replicas` copies of the program (one partition each), replica `r` on
    /// device id `r`: for programs whose collectives name replica groups.
    pub fn replicated(replicas: usize) -> Result<CompileOptions, AssignmentError> {
        Ok(CompileOptions {
            num_replicas: replicas as i64,
            device_assignment: Some(DeviceAssignment::sequential(replicas, 1)?),
            ..CompileOptions::default()
        })
    }

    /// How many devices the program runs on: replicas x partitions.
    pub fn num_devices(&self) -> usize {
        usize::try_from(self.num_replicas.max(1).saturating_mul(self.num_partitions.max(1))).unwrap_or(usize::MAX)
    }
}

/// The most devices a [`DeviceAssignment`] holds: it lives inline, so that
/// [`CompileOptions`] stays `Copy` (one process's addressable devices are
/// far fewer).
pub const MAX_ASSIGNED_DEVICES: usize = 64;

/// A device assignment that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AssignmentError {
    #[error("a device assignment needs at least one replica and one partition")]
    Empty,
    #[error("{replicas} replicas x {partitions} partitions is more than the {MAX_ASSIGNED_DEVICES} devices an assignment holds")]
    TooMany { replicas: usize, partitions: usize },
    #[error("{replicas} replicas x {partitions} partitions need {n} device ids, {given} given", n = replicas * partitions)]
    Ids { replicas: usize, partitions: usize, given: usize },
    #[error("device id {0} is assigned twice")]
    Twice(i32),
}

/// Which device id runs each (replica, partition) of a program
/// (`xla.DeviceAssignmentProto`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DeviceAssignment {
    replicas: u16,
    partitions: u16,
    /// Replica-major: the device of (r, p) is `ids[r * partitions + p]`.
    ids: [i32; MAX_ASSIGNED_DEVICES],
}

impl DeviceAssignment {
    /// `ids` replica-major: the device of replica `r`, partition `p` is
    /// `ids[r * partitions + p]`. Ids must be distinct.
    pub fn new(replicas: usize, partitions: usize, ids: &[i32]) -> Result<DeviceAssignment, AssignmentError> {
        if replicas == 0 || partitions == 0 {
            return Err(AssignmentError::Empty);
        }
        let n = replicas.saturating_mul(partitions);
        if n > MAX_ASSIGNED_DEVICES {
            return Err(AssignmentError::TooMany { replicas, partitions });
        }
        if ids.len() != n {
            return Err(AssignmentError::Ids { replicas, partitions, given: ids.len() });
        }
        let mut seen = std::collections::BTreeSet::new();
        if let Some(&d) = ids.iter().find(|&&d| !seen.insert(d)) {
            return Err(AssignmentError::Twice(d));
        }
        let mut all = [0; MAX_ASSIGNED_DEVICES];
        all[..n].copy_from_slice(ids);
        Ok(DeviceAssignment { replicas: replicas as u16, partitions: partitions as u16, ids: all })
    }

    /// Device ids 0, 1, ... replica-major.
    pub fn sequential(replicas: usize, partitions: usize) -> Result<DeviceAssignment, AssignmentError> {
        let n = replicas.saturating_mul(partitions).min(MAX_ASSIGNED_DEVICES + 1);
        let ids: Vec<i32> = (0..n as i32).collect();
        DeviceAssignment::new(replicas, partitions, &ids)
    }

    pub fn replicas(&self) -> usize {
        self.replicas as usize
    }

    pub fn partitions(&self) -> usize {
        self.partitions as usize
    }

    /// The device ids, replica-major.
    pub fn ids(&self) -> &[i32] {
        &self.ids[..self.replicas() * self.partitions()]
    }

    /// The device id of replica `r`, partition `p`.
    pub fn device(&self, replica: usize, partition: usize) -> Option<i32> {
        (replica < self.replicas() && partition < self.partitions()).then(|| self.ids[replica * self.partitions() + partition])
    }
}

/// What `fast` sets: the options XLA documents for "disable most
/// optimizations", and the CPU compiler's older fusion code generator, whose
/// compile is far cheaper (measured on the first 500 Tier 1 definitions
/// under the first two alone vs all three: summed compile 1.8x less, no
/// status changed). A debug option, so GPU compilers ignore the CPU one.
const FAST_OVERRIDES: [(&str, proto::OptionOverride); 3] = [
    ("xla_backend_optimization_level", proto::OptionOverride::IntField(0)),
    ("xla_llvm_disable_expensive_passes", proto::OptionOverride::BoolField(true)),
    ("xla_cpu_use_fusion_emitters", proto::OptionOverride::BoolField(false)),
];

/// The XLA debug options a compile profile sets, as `(name, value)` in the
/// spelling `XLA_FLAGS` takes (`--name=value`): the same settings the
/// profile writes as `env_option_overrides`, one by one, so that `bisect`
/// can turn each on alone. `full` sets none.
pub fn profile_flags(profile: CompileProfile) -> Vec<(&'static str, String)> {
    match profile {
        CompileProfile::Full => Vec::new(),
        CompileProfile::Fast => FAST_OVERRIDES
            .iter()
            .map(|(name, value)| {
                let value = match value {
                    proto::OptionOverride::BoolField(b) => b.to_string(),
                    proto::OptionOverride::IntField(i) => i.to_string(),
                };
                (*name, value)
            })
            .collect(),
    }
}

impl CompileOptions {
    /// The proto's wire bytes.
    pub fn encode(&self) -> Vec<u8> {
        use prost::Message;
        self.message().encode_to_vec()
    }

    fn message(&self) -> proto::CompileOptionsProto {
        let build = proto::ExecutableBuildOptionsProto {
            device_ordinal: Some(self.device_ordinal),
            num_replicas: Some(self.num_replicas),
            num_partitions: Some(self.num_partitions),
            // The others only when set: the default encoding (and every compile cache key) stays as it was.
            use_spmd_partitioning: self.use_spmd_partitioning,
            device_assignment: self.device_assignment.as_ref().map(DeviceAssignment::message),
            use_shardy_partitioner: self.use_shardy_partitioner,
        };
        let overrides = match self.profile {
            CompileProfile::Fast => FAST_OVERRIDES
                .iter()
                .map(|(name, value)| proto::OptionOverrideEntry {
                    key: name.to_string(),
                    value: Some(proto::OptionOverrideProto { value: Some(value.clone()) }),
                })
                .collect(),
            CompileProfile::Full => Vec::new(),
        };
        proto::CompileOptionsProto { executable_build_options: Some(build), env_option_overrides: overrides }
    }
}

impl DeviceAssignment {
    /// `xla.DeviceAssignmentProto`: one `ComputationDevice` per partition,
    /// listing the device of each replica.
    fn message(&self) -> proto::DeviceAssignmentProto {
        proto::DeviceAssignmentProto {
            replica_count: self.replicas() as i32,
            computation_count: self.partitions() as i32,
            computation_devices: (0..self.partitions())
                .map(|p| proto::ComputationDevice {
                    replica_device_ids: (0..self.replicas()).map(|r| self.device(r, p).unwrap_or(0) as i64).collect(),
                })
                .collect(),
        }
    }

    #[cfg(test)]
    fn encode(&self) -> Vec<u8> {
        prost::Message::encode_to_vec(&self.message())
    }
}

/// The messages of XLA's protos that the harness writes, declared here with
/// XLA's field numbers (`xla/pjrt/proto/compile_options.proto`,
/// `xla/xla_data.proto`) and only the fields it sets: no protoc, no
/// generated code. prost writes a message's fields in tag order (whatever
/// the declaration order), which is the order XLA's own serializer uses.
mod proto {
    /// `xla.CompileOptionsProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct CompileOptionsProto {
        #[prost(message, optional, tag = "3")]
        pub executable_build_options: Option<ExecutableBuildOptionsProto>,
        /// `map<string, OptionOverrideProto> env_option_overrides = 7`, in its
        /// wire form (a map is a repeated key/value entry message): the
        /// entries keep the order given, where prost's maps would sort or
        /// shuffle them and so change the bytes (and every cache key).
        #[prost(message, repeated, tag = "7")]
        pub env_option_overrides: Vec<OptionOverrideEntry>,
    }

    /// One entry of `env_option_overrides`: key 1, value 2.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct OptionOverrideEntry {
        #[prost(string, tag = "1")]
        pub key: String,
        #[prost(message, optional, tag = "2")]
        pub value: Option<OptionOverrideProto>,
    }

    /// `xla.OptionOverrideProto`: a debug option's value (a oneof, so a
    /// zero or false is still written).
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct OptionOverrideProto {
        #[prost(oneof = "OptionOverride", tags = "2, 3")]
        pub value: Option<OptionOverride>,
    }

    #[derive(Clone, PartialEq, prost::Oneof)]
    pub enum OptionOverride {
        #[prost(bool, tag = "2")]
        BoolField(bool),
        #[prost(int64, tag = "3")]
        IntField(i64),
    }

    /// `xla.ExecutableBuildOptionsProto`. The three counts are proto3
    /// `int64`s whose defaults (-1, 1, 1) live in the proto's comments, not
    /// in the wire format: declared with presence, so they are always
    /// written, zero included.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ExecutableBuildOptionsProto {
        #[prost(int64, optional, tag = "1")]
        pub device_ordinal: Option<i64>,
        #[prost(int64, optional, tag = "4")]
        pub num_replicas: Option<i64>,
        #[prost(int64, optional, tag = "5")]
        pub num_partitions: Option<i64>,
        #[prost(bool, tag = "6")]
        pub use_spmd_partitioning: bool,
        #[prost(message, optional, tag = "9")]
        pub device_assignment: Option<DeviceAssignmentProto>,
        #[prost(bool, tag = "19")]
        pub use_shardy_partitioner: bool,
    }

    /// `xla.DeviceAssignmentProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct DeviceAssignmentProto {
        #[prost(int32, tag = "1")]
        pub replica_count: i32,
        #[prost(int32, tag = "2")]
        pub computation_count: i32,
        #[prost(message, repeated, tag = "3")]
        pub computation_devices: Vec<ComputationDevice>,
    }

    /// `xla.DeviceAssignmentProto.ComputationDevice`: the device of each
    /// replica of one partition (a packed repeated field, as proto3 writes it).
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ComputationDevice {
        #[prost(int64, repeated, tag = "1")]
        pub replica_device_ids: Vec<i64>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every setting the harness compiles with (and a few edge values of the
    /// public fields), by name.
    fn settings() -> Vec<(&'static str, CompileOptions)> {
        let fast = |o: CompileOptions| CompileOptions { profile: CompileProfile::Fast, ..o };
        vec![
            ("full", CompileOptions::default()),
            ("fast", CompileOptions::with_profile(CompileProfile::Fast)),
            ("spmd 1", CompileOptions::spmd(1).unwrap()),
            ("spmd 4", CompileOptions::spmd(4).unwrap()),
            ("spmd 64", CompileOptions::spmd(64).unwrap()),
            ("spmd 4 fast", fast(CompileOptions::spmd(4).unwrap())),
            ("replicated 4", CompileOptions::replicated(4).unwrap()),
            ("replicated 4 fast", fast(CompileOptions::replicated(4).unwrap())),
            ("gspmd 4", CompileOptions { use_shardy_partitioner: false, ..CompileOptions::spmd(4).unwrap() }),
            (
                "mpmd 4",
                CompileOptions {
                    num_partitions: 4,
                    device_assignment: Some(DeviceAssignment::sequential(1, 4).unwrap()),
                    ..CompileOptions::default()
                },
            ),
            ("2 replicas, no assignment", CompileOptions { num_replicas: 2, ..CompileOptions::default() }),
            (
                "2x2 reversed",
                CompileOptions {
                    num_replicas: 2,
                    num_partitions: 2,
                    device_assignment: Some(DeviceAssignment::new(2, 2, &[3, 2, 1, 0]).unwrap()),
                    ..CompileOptions::default()
                },
            ),
            (
                "256 partitions, no assignment",
                CompileOptions { num_partitions: 256, use_spmd_partitioning: true, ..CompileOptions::default() },
            ),
            ("zeros", CompileOptions { device_ordinal: 0, num_replicas: 0, num_partitions: 0, ..CompileOptions::default() }),
        ]
    }

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The wire bytes of every setting, pinned: compile cache keys hash
    /// them, so a change of encoding (even a reordering) would invalidate
    /// every cached executable. Regenerate only on purpose.
    #[test]
    fn every_setting_encodes_to_its_pinned_bytes() {
        let got: Vec<(&str, String)> = settings().into_iter().map(|(name, o)| (name, hex(&o.encode()))).collect();
        let listing: String = got.iter().map(|(n, h)| format!("(\"{n}\", \"{h}\"),\n")).collect();
        assert_eq!(got.len(), PINNED.len(), "{listing}");
        for ((name, h), (pname, ph)) in got.iter().zip(PINNED) {
            assert_eq!((name, h.as_str()), (pname, *ph), "{listing}");
        }
        assert!(CompileOptions::spmd(256).unwrap_err().to_string().contains("more than the 64 devices"));
    }

    /// prost writes fields in tag order whatever the declaration order (the
    /// order the byte identity with XLA's serializer leans on).
    #[test]
    fn fields_are_written_in_tag_order() {
        #[derive(Clone, PartialEq, prost::Message)]
        struct Reversed {
            #[prost(int64, optional, tag = "5")]
            late: Option<i64>,
            #[prost(int64, optional, tag = "1")]
            early: Option<i64>,
        }
        let bytes = prost::Message::encode_to_vec(&Reversed { late: Some(2), early: Some(1) });
        assert_eq!(bytes, [0x08, 1, 0x28, 2]);
    }

    /// The pinned bytes read back as the declared messages, field for
    /// field, and write out again unchanged: nothing in them is unknown to
    /// the schema.
    #[test]
    fn pinned_bytes_decode_to_the_options_they_encode() {
        use prost::Message;
        for ((name, o), (_, h)) in settings().into_iter().zip(PINNED) {
            let bytes: Vec<u8> = (0..h.len()).step_by(2).map(|i| u8::from_str_radix(&h[i..i + 2], 16).unwrap()).collect();
            let decoded = proto::CompileOptionsProto::decode(bytes.as_slice()).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(decoded, o.message(), "{name}");
            assert_eq!(decoded.encode_to_vec(), bytes, "{name}");
        }
    }

    const PINNED: &[(&str, &str)] = &[
        ("full", "1a0f08ffffffffffffffffff0120012801"),
        ("fast", "1a0f08ffffffffffffffffff01200128013a240a1e786c615f6261636b656e645f6f7074696d697a6174696f6e5f6c6576656c120218003a270a21786c615f6c6c766d5f64697361626c655f657870656e736976655f706173736573120210013a210a1b786c615f6370755f7573655f667573696f6e5f656d69747465727312021000"),
        ("spmd 1", "1a1f08ffffffffffffffffff012001280130014a09080110011a030a0100980101"),
        ("spmd 4", "1a2e08ffffffffffffffffff012001280430014a18080110041a030a01001a030a01011a030a01021a030a0103980101"),
        ("spmd 64", "1adb0208ffffffffffffffffff012001284030014ac402080110401a030a01001a030a01011a030a01021a030a01031a030a01041a030a01051a030a01061a030a01071a030a01081a030a01091a030a010a1a030a010b1a030a010c1a030a010d1a030a010e1a030a010f1a030a01101a030a01111a030a01121a030a01131a030a01141a030a01151a030a01161a030a01171a030a01181a030a01191a030a011a1a030a011b1a030a011c1a030a011d1a030a011e1a030a011f1a030a01201a030a01211a030a01221a030a01231a030a01241a030a01251a030a01261a030a01271a030a01281a030a01291a030a012a1a030a012b1a030a012c1a030a012d1a030a012e1a030a012f1a030a01301a030a01311a030a01321a030a01331a030a01341a030a01351a030a01361a030a01371a030a01381a030a01391a030a013a1a030a013b1a030a013c1a030a013d1a030a013e1a030a013f980101"),
        ("spmd 4 fast", "1a2e08ffffffffffffffffff012001280430014a18080110041a030a01001a030a01011a030a01021a030a01039801013a240a1e786c615f6261636b656e645f6f7074696d697a6174696f6e5f6c6576656c120218003a270a21786c615f6c6c766d5f64697361626c655f657870656e736976655f706173736573120210013a210a1b786c615f6370755f7573655f667573696f6e5f656d69747465727312021000"),
        ("replicated 4", "1a1d08ffffffffffffffffff01200428014a0c080410011a060a0400010203"),
        ("replicated 4 fast", "1a1d08ffffffffffffffffff01200428014a0c080410011a060a04000102033a240a1e786c615f6261636b656e645f6f7074696d697a6174696f6e5f6c6576656c120218003a270a21786c615f6c6c766d5f64697361626c655f657870656e736976655f706173736573120210013a210a1b786c615f6370755f7573655f667573696f6e5f656d69747465727312021000"),
        ("gspmd 4", "1a2b08ffffffffffffffffff012001280430014a18080110041a030a01001a030a01011a030a01021a030a0103"),
        ("mpmd 4", "1a2908ffffffffffffffffff01200128044a18080110041a030a01001a030a01011a030a01021a030a0103"),
        ("2 replicas, no assignment", "1a0f08ffffffffffffffffff0120022801"),
        ("2x2 reversed", "1a2108ffffffffffffffffff01200228024a10080210021a040a0203011a040a020200"),
        ("256 partitions, no assignment", "1a1208ffffffffffffffffff0120012880023001"),
        ("zeros", "1a06080020002800"),
    ];

    #[test]
    fn encodes_known_bytes() {
        let bytes = CompileOptions::default().encode();
        // tag 0x1a (field 3, bytes), length 15: 0x08 + ten bytes of -1, 0x20 0x01, 0x28 0x01.
        let mut want = vec![0x1a, 15, 0x08];
        want.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
        want.extend_from_slice(&[0x20, 0x01, 0x28, 0x01]);
        assert_eq!(bytes, want);
    }

    #[test]
    fn fast_adds_three_option_overrides_after_the_build_options() {
        let full = CompileOptions::default().encode();
        let fast = CompileOptions::with_profile(CompileProfile::Fast).encode();
        assert!(fast.starts_with(&full));
        let rest = &fast[full.len()..];
        // tag 0x3a (field 7, bytes), entry length, key (0x0a len name), value (0x12 len {0x18 0}).
        let name = b"xla_backend_optimization_level";
        let mut want = vec![0x3a, (2 + name.len() + 4) as u8, 0x0a, name.len() as u8];
        want.extend_from_slice(name);
        want.extend_from_slice(&[0x12, 2, 0x18, 0]);
        assert!(rest.starts_with(&want), "{rest:?}");
        // Then two booleans, each {0x10 value}.
        let mut tail = &rest[want.len()..];
        for (name, value) in [(&b"xla_llvm_disable_expensive_passes"[..], 1), (&b"xla_cpu_use_fusion_emitters"[..], 0)] {
            assert_eq!(tail[0], 0x3a);
            assert_eq!(tail[1] as usize, 2 + name.len() + 4);
            assert_eq!(&tail[4..4 + name.len()], name);
            assert_eq!(&tail[4 + name.len()..8 + name.len()], &[0x12, 2, 0x10, value]);
            tail = &tail[8 + name.len()..];
        }
        assert!(tail.is_empty(), "{tail:?}");
    }

    #[test]
    fn spmd_options_add_their_fields_after_the_defaults() {
        let default = CompileOptions::default().encode();
        let spmd = CompileOptions::spmd(4).unwrap().encode();
        // tag 0x1a, then the build options: ordinal, replicas 1, partitions 4,
        // spmd (field 6 = 1), assignment (field 9: replica_count 1, computation_count 4,
        // four ComputationDevice {0x0a 1 id}), shardy (field 19 = 1: tag 0x98 0x01).
        let mut build = vec![0x08];
        build.extend_from_slice(&[0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]);
        build.extend_from_slice(&[0x20, 0x01, 0x28, 0x04, 0x30, 0x01]);
        let mut assignment = vec![0x08, 0x01, 0x10, 0x04];
        for id in 0..4u8 {
            assignment.extend_from_slice(&[0x1a, 3, 0x0a, 1, id]);
        }
        build.extend_from_slice(&[0x4a, assignment.len() as u8]);
        build.extend_from_slice(&assignment);
        build.extend_from_slice(&[0x98, 0x01, 0x01]);
        let mut want = vec![0x1a, build.len() as u8];
        want.extend_from_slice(&build);
        assert_eq!(spmd, want);
        assert_ne!(spmd, default);
        // Two replicas x two partitions: partition-major computations, a replica's device in each.
        let d = DeviceAssignment::new(2, 2, &[3, 2, 1, 0]).unwrap();
        assert_eq!((d.device(0, 0), d.device(0, 1), d.device(1, 0), d.device(1, 1)), (Some(3), Some(2), Some(1), Some(0)));
        assert_eq!(d.device(2, 0), None);
        assert_eq!(d.encode(), [0x08, 2, 0x10, 2, 0x1a, 4, 0x0a, 2, 3, 1, 0x1a, 4, 0x0a, 2, 2, 0]);
    }

    #[test]
    fn bad_assignments_are_errors() {
        assert!(DeviceAssignment::new(0, 4, &[]).unwrap_err().to_string().contains("at least one"));
        assert!(DeviceAssignment::new(1, 4, &[0, 1, 2]).unwrap_err().to_string().contains("need 4 device ids, 3 given"));
        assert!(DeviceAssignment::new(1, 2, &[1, 1]).unwrap_err().to_string().contains("assigned twice"));
        assert!(DeviceAssignment::sequential(usize::MAX, 2).unwrap_err().to_string().contains("more than the 64"));
        assert!(DeviceAssignment::sequential(65, 1).unwrap_err().to_string().contains("more than the 64"));
        assert!(CompileOptions::spmd(100).is_err());
        assert_eq!(CompileOptions::replicated(4).unwrap().num_devices(), 4);
    }

    /// The flags of a profile are its overrides, named and valued as
    /// `XLA_FLAGS` spells them.
    #[test]
    fn profile_flags_spell_the_overrides() {
        assert!(profile_flags(CompileProfile::Full).is_empty());
        let fast = profile_flags(CompileProfile::Fast);
        let want = [
            ("xla_backend_optimization_level", "0"),
            ("xla_llvm_disable_expensive_passes", "true"),
            ("xla_cpu_use_fusion_emitters", "false"),
        ];
        assert_eq!(fast.len(), want.len());
        for ((n, v), (wn, wv)) in fast.iter().zip(want) {
            assert_eq!((*n, v.as_str()), (wn, wv));
        }
    }

    #[test]
    fn fast_is_refused_where_no_setting_is_known() {
        assert!(CompileProfile::Fast.check_platform("cpu").is_ok());
        assert!(CompileProfile::Fast.check_platform("cuda").is_ok());
        let e = CompileProfile::Fast.check_platform("tpu").unwrap_err();
        assert!(e.contains("`tpu`") && e.contains("use full"), "{e}");
        assert!(CompileProfile::Full.check_platform("tpu").is_ok());
        assert_eq!("fast".parse::<CompileProfile>().unwrap(), CompileProfile::Fast);
        assert!("quick".parse::<CompileProfile>().unwrap_err().to_string().contains("full or fast"));
    }
}
