//! `tpu-compat devices`: which plugin a device name resolves to, and what it reports.

use crate::exit::{CommandResult, OK};
use runtime::{Client, DeviceSpec, Plugin};

#[derive(clap::Args, Debug)]
pub struct Args {
    /// cpu, gpu, tpu, or the path of a PJRT plugin .so
    #[arg(long, short, default_value = "cpu")]
    pub device: DeviceSpec,
    /// Print JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: Args) -> CommandResult {
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
