//! `tpu-compat devices`: which plugin a device name resolves to, and what it
//! reports. For `tpu` it also says whether chips are attached: without them
//! (or with `--topology NAME`) libtpu is loaded compile-only and what is
//! listed is the topology's devices as its compiler sees them, with the
//! generation's HBM and peaks (`results::generations`).

use crate::exit::{CommandError, CommandResult, OK};
use runtime::{Client, DeviceSpec, Plugin, Topology};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: DeviceSpec,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
    /// Describe this topology as the plugin's compiler sees it (compile only, no chips needed):
    /// e.g. v5e:2x2, v6e:16x16, v5p:16x16x32, tpu7x:2x2x1.
    #[arg(long, value_name = "NAME")]
    pub topology: Option<String>,
}

/// libtpu without chips, or any plugin with `--topology`: loaded compile-only.
fn compile_only(args: &Args) -> CommandResult {
    if let Some(t) = &args.topology {
        results::generations::parse_topology(t).map_err(|e| CommandError::setup(format!("--topology: {e}")))?;
    }
    let started = std::time::Instant::now();
    let path = runtime::plugin::locate_library(&args.device)?;
    let plugin = Plugin::load_compile_only(&path)?;
    let load_ms = started.elapsed().as_secs_f64() * 1e3;
    let (major, minor) = plugin.api_version();
    let chips = runtime::plugin::tpu_present();
    let topology = match &args.topology {
        Some(t) => Some(Topology::create(plugin.clone(), t).map_err(|e| {
            CommandError::setup(format!("--topology {t}: {e}; the accepted forms are {}", results::generations::TOPOLOGY_FORMS))
        })?),
        None => None,
    };
    let described = match &topology {
        Some(t) => Some((t.name().to_string(), t.platform_version()?, t.device_count()?, t.device_kind()?)),
        None => None,
    };
    let generation = described.as_ref().and_then(|(name, ..)| results::generations::generation_of(name));
    if args.json {
        let v = serde_json::json!({
            "plugin": plugin.path(),
            "pjrt_api_version": format!("{major}.{minor}"),
            "bindings_api_version": format!("{}.{}", runtime::BINDINGS_API_VERSION.0, runtime::BINDINGS_API_VERSION.1),
            "chips_attached": chips,
            "compile_only": true,
            "load_ms": load_ms,
            "topology": described.as_ref().map(|(name, version, devices, kind)| serde_json::json!({
                "name": name, "platform_version": version, "devices": devices, "device_kind": kind,
                "hbm_bytes_per_chip": generation.map(|g| g.hbm_bytes),
                "bf16_flops_per_chip": generation.map(|g| g.bf16_flops),
                "source": generation.map(|g| g.source),
            })),
        });
        outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return Ok(OK);
    }
    outln!("plugin            {}", plugin.path().display());
    outln!("PJRT C API        {major}.{minor} (bindings {}.{})", runtime::BINDINGS_API_VERSION.0, runtime::BINDINGS_API_VERSION.1);
    let attached = if chips { "yes (/dev/accel* or /dev/vfio/*)" } else { "no: compile only (run SUITE --device tpu --topology NAME)" };
    outln!("chips attached    {attached}");
    outln!("load time         {load_ms:.1} ms");
    match (described, generation) {
        (Some((name, version, devices, kind)), g) => {
            outln!("topology          {name}: {devices} devices, {kind}");
            outln!("compiler          {}", version.lines().collect::<Vec<_>>().join("; "));
            if let Some(g) = g {
                outln!(
                    "per chip          {:.0} GiB HBM, {:.0} TFLOP/s bf16, {:.0} GB/s HBM ({})",
                    g.hbm_bytes as f64 / (1u64 << 30) as f64,
                    g.bf16_flops / 1e12,
                    g.hbm_bytes_per_s / 1e9,
                    g.source
                );
            }
        }
        (None, _) => outln!("topologies        {} (describe one with --topology NAME)", results::generations::TOPOLOGY_FORMS),
    }
    Ok(OK)
}

pub fn run(args: Args) -> CommandResult {
    if args.topology.is_some()
        || (args.device == DeviceSpec::Tpu && !runtime::plugin::tpu_present() && std::env::var_os("TPU_COMPAT_PLUGIN").is_none())
    {
        return compile_only(&args);
    }
    let started = std::time::Instant::now();
    let plugin = Plugin::for_device(&args.device)?;
    let load_ms = started.elapsed().as_secs_f64() * 1e3;
    let client = Client::new(plugin.clone())?;
    let devices = client.devices()?;
    let (major, minor) = plugin.api_version();
    if args.json {
        let v = serde_json::json!({
            "plugin": plugin.path(),
            "pjrt_api_version": format!("{major}.{minor}"),
            "bindings_api_version": format!("{}.{}", runtime::BINDINGS_API_VERSION.0, runtime::BINDINGS_API_VERSION.1),
            "platform_name": client.platform_name()?,
            "platform_version": client.platform_version()?,
            "attributes": plugin.attributes().into_iter().collect::<std::collections::BTreeMap<_, _>>(),
            "load_ms": load_ms,
            "devices": devices,
        });
        outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return Ok(OK);
    }
    outln!("plugin            {}", plugin.path().display());
    outln!("platform          {} {}", client.platform_name()?, client.platform_version()?);
    outln!("PJRT C API        {major}.{minor} (bindings {}.{})", runtime::BINDINGS_API_VERSION.0, runtime::BINDINGS_API_VERSION.1);
    for (k, v) in plugin.attributes() {
        outln!("attribute         {k} = {v}");
    }
    outln!("load time         {load_ms:.1} ms");
    outln!("devices           {}", devices.len());
    for d in &devices {
        let mem = match d.memory_limit {
            Some(b) => format!("{:.1} GiB", b as f64 / (1u64 << 30) as f64),
            None => "memory not reported".into(),
        };
        outln!("  #{:<3} {:<8} hw {:<3} {:<20} {mem}", d.id, d.kind, d.local_hardware_id, d.description);
    }
    Ok(OK)
}
