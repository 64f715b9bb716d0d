//! `mpsim traces SCENARIO --out DIR`: the run's paths as link traces for Mahimahi, the same folder
//! the page's File > Export traces zips (src/realdata/trace/zipTraces.ts; docs/real-data.md):
//! per route `<route>.down` (one line per 1500-byte delivery opportunity) and `<route>.csv`
//! (`time_s,mbps`), a route's capacity being the least of its resources' at each sample; the
//! constant uplink `uplink-12mbps.up`; and README.txt.

use mpsolver::run::Run;
use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::Path;

/// Bits of one delivery opportunity (mm-link's 1500-byte packet).
const PACKET_BITS: f64 = 12000.0;
/// The uplink of every path: one opportunity per ms, 12 Mbps, looping.
const UPLINK_FILE: &str = "uplink-12mbps.up";

/// One route's capacity over the run and what the README says of it.
struct PathTrace {
    id: String,
    name: String,
    via: Vec<String>,
    forward_ms: f64,
    feedback_ms: f64,
    mbps: Vec<f64>,
}

/// A name safe in a file name, as the page's `safeName`.
fn safe_name(id: &str) -> String {
    let mut out = String::new();
    let mut last_bad = false;
    for c in id.chars() {
        let ok = c.is_ascii_alphanumeric() || c == '.' || c == '_' || c == '-';
        if ok {
            out.push(c);
        } else if !last_bad {
            out.push('_');
        }
        last_bad = !ok;
    }
    let lead = out.chars().take_while(|&c| c == '.').count();
    if lead > 0 {
        out = format!("_{}", &out[lead..]);
    }
    if out.is_empty() {
        "path".into()
    } else {
        out
    }
}

/// The Mahimahi text of a capacity linear between samples: an opportunity at ms m for each whole
/// packet its integral passes in (m - 1, m] (as the page's `mahimahiFromSeries`).
pub fn mahimahi(times_s: &[f64], mbps: &[f64]) -> String {
    let n = times_s.len();
    let mut out = String::new();
    if n == 0 {
        return "1\n".into();
    }
    let end_ms = ((times_s[n - 1] - times_s[0]) * 1000.0).round() as usize;
    let per_mbps_s = 1e6 / PACKET_BITS;
    let mut cum = vec![0.0; n];
    for i in 1..n {
        cum[i] = cum[i - 1] + (mbps[i - 1] + mbps[i]) / 2.0 * (times_s[i] - times_s[i - 1]) * per_mbps_s;
    }
    let (mut k, mut sent, mut lines) = (0usize, 0u64, 0usize);
    for m in 1..=end_ms {
        if n < 2 {
            break;
        }
        let t = (times_s[0] + m as f64 / 1000.0).min(times_s[n - 1]);
        while k < n - 2 && times_s[k + 1] <= t {
            k += 1;
        }
        let span = times_s[k + 1] - times_s[k];
        let now = if span > 0.0 { mbps[k] + (t - times_s[k]) / span * (mbps[k + 1] - mbps[k]) } else { mbps[k + 1] };
        let packets = cum[k] + (mbps[k] + now) / 2.0 * (t - times_s[k]) * per_mbps_s;
        while (sent as f64) < (packets + 1e-9).floor() {
            let _ = writeln!(out, "{}", m);
            sent += 1;
            lines += 1;
        }
    }
    if lines == 0 {
        let _ = writeln!(out, "{}", end_ms.max(1));
    }
    out
}

/// The rows of the whole run, by column.
fn columns(run: &mut Run) -> (Vec<String>, Vec<Vec<f64>>) {
    let engine = run.engine_run_mut();
    let names = engine.column_names();
    let width = engine.sample_width();
    let mut cols = vec![Vec::new(); width];
    let mut buf = vec![0.0; width * 1024];
    loop {
        let rows = engine.write_samples(&mut buf, 1024);
        for row in buf[..rows * width].chunks_exact(width) {
            for (c, v) in cols.iter_mut().zip(row) {
                c.push(*v);
            }
        }
        if rows < 1024 {
            return (names, cols);
        }
    }
}

/// Runs `run` to its end and writes the folder `dir`.
pub fn write_traces(run: &mut Run, dir: &Path) -> Result<(), Vec<String>> {
    let net = run.engine_run().network();
    let (title, duration_s, every_s) = (net.title.clone(), net.settings.duration_s, net.settings.sample_every_s);
    let routes: Vec<(String, Vec<String>, f64, f64)> = net
        .routes
        .iter()
        .map(|r| {
            let via = r.resources.iter().map(|&j| net.resources[j].id.clone()).collect();
            (r.id.clone(), via, r.delays.forward_ms, r.delays.feedback_ms)
        })
        .collect();
    let (names, cols) = columns(run);
    let column = |name: &str| names.iter().position(|n| n == name).map(|i| &cols[i]);
    let times = column("t_s").ok_or_else(|| vec!["the run has no t_s column".to_string()])?.clone();
    let mut used = HashSet::new();
    let mut paths = Vec::new();
    for (id, via, forward_ms, feedback_ms) in routes {
        let mut mbps = vec![f64::INFINITY; times.len()];
        for r in &via {
            let c = column(&format!("c:{}", r)).ok_or_else(|| vec![format!("the run has no column c:{}", r)])?;
            for (m, v) in mbps.iter_mut().zip(c) {
                *m = m.min(*v);
            }
        }
        let base = safe_name(&id);
        let mut name = base.clone();
        let mut i = 2;
        while !used.insert(name.clone()) {
            name = format!("{}-{}", base, i);
            i += 1;
        }
        paths.push(PathTrace { id, name, via, forward_ms, feedback_ms, mbps });
    }
    let io = |e: std::io::Error| vec![format!("--out {}: {}", dir.display(), e)];
    std::fs::create_dir_all(dir).map_err(io)?;
    for p in &paths {
        std::fs::write(dir.join(format!("{}.down", p.name)), mahimahi(&times, &p.mbps)).map_err(io)?;
        let mut csv = String::from("time_s,mbps\n");
        for (t, c) in times.iter().zip(&p.mbps) {
            let _ = writeln!(csv, "{},{}", t, c);
        }
        std::fs::write(dir.join(format!("{}.csv", p.name)), csv).map_err(io)?;
    }
    std::fs::write(dir.join(UPLINK_FILE), "1\n").map_err(io)?;
    std::fs::write(dir.join("README.txt"), readme(&title, duration_s, every_s, &times, &paths)).map_err(io)?;
    println!("wrote {} paths to {}", paths.len(), dir.display());
    Ok(())
}

/// mm-delay's delay: the mean of forward and feedback, so the round trip is kept.
fn mm_delay_ms(forward_ms: f64, feedback_ms: f64) -> i64 {
    ((forward_ms + feedback_ms) / 2.0).round().max(0.0) as i64
}

/// The README: the paths, and how to replay them (the page's README, docs/real-data.md, in short).
fn readme(title: &str, duration_s: f64, every_s: f64, times: &[f64], paths: &[PathTrace]) -> String {
    let mut out = format!(
        "Link traces of \"{}\" (Multipath Playground, mpsim traces)\n\n\
         Each path (route) of the run, {} s sampled every {} s, as a Mahimahi trace (one line per\n\
         1500-byte delivery opportunity, ms from the start) and as time_s,mbps CSV. A path through\n\
         several resources has, at each sample, the least of their capacities (its bottleneck).\n\n\
         {}: uplink of every path, one opportunity per ms (12 Mbps), looping: room for the ACKs.\n\n\
         path | via | trace | CSV | forward/feedback ms | mm-delay ms | min/mean/max Mbps\n",
        title, duration_s, every_s, UPLINK_FILE
    );
    for p in paths {
        let (min, max) = p.mbps.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &c| (a.min(c), b.max(c)));
        let area: f64 = (1..times.len()).map(|i| (p.mbps[i] + p.mbps[i - 1]) / 2.0 * (times[i] - times[i - 1])).sum();
        let span = times.last().unwrap_or(&0.0) - times.first().unwrap_or(&0.0);
        let mean = if span > 0.0 { area / span } else { min };
        let r = |x: f64| (x * 1000.0).round() / 1000.0;
        let _ = writeln!(
            out,
            "{} | {} | {}.down | {}.csv | {}/{} | {} | {}/{}/{}",
            p.id,
            p.via.join(" + "),
            p.name,
            p.name,
            r(p.forward_ms),
            r(p.feedback_ms),
            mm_delay_ms(p.forward_ms, p.feedback_ms),
            r(min),
            r(mean),
            r(max)
        );
    }
    out += "\nReplay one path (Linux with Mahimahi; once: sudo sysctl -w net.ipv4.ip_forward=1):\n\n";
    for p in paths {
        let _ = writeln!(
            out,
            "  mm-delay {} mm-link {} {}.down -- <receiver>",
            mm_delay_ms(p.forward_ms, p.feedback_ms),
            UPLINK_FILE,
            p.name
        );
    }
    out += "\nmm-delay delays each direction by its value (the mean of forward and feedback keeps the\n\
            round trip). The downlink (second trace) carries what the outside sends in: the receiver\n\
            runs inside the shell, the sender outside ($MAHIMAHI_BASE is the host). Each shell is its\n\
            own network namespace with one interface, so one shell is one path; Mahimahi cannot give\n\
            one MPTCP host several paths by itself (see docs/real-data.md, Traces out).\n";
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_constant_24_mbps_is_two_opportunities_every_ms() {
        let text = mahimahi(&[0.0, 0.5, 1.0], &[24.0, 24.0, 24.0]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2000);
        assert_eq!(&lines[..4], &["1", "1", "2", "2"]);
        assert_eq!(lines.last(), Some(&"1000"));
    }

    #[test]
    fn a_ramp_passes_each_packet_at_its_integral() {
        // 0 -> 12 Mbps over 1 s: packets by t = t^2 / 2 x 1000 (at 12 Mbps one packet per ms).
        let text = mahimahi(&[0.0, 1.0], &[0.0, 12.0]);
        let stamps: Vec<u64> = text.lines().map(|l| l.parse().unwrap()).collect();
        assert_eq!(stamps.len(), 500);
        // Packet k is passed at t = sqrt(2 k / 1000) s: the first at 44.7 ms -> 45, the 500th at 1000.
        assert_eq!(stamps[0], 45);
        assert_eq!(stamps[499], 1000);
    }

    #[test]
    fn names_are_safe_in_file_names() {
        assert_eq!(safe_name("convoy.head-B1"), "convoy.head-B1");
        assert_eq!(safe_name("a/b c"), "a_b_c");
        assert_eq!(safe_name("..x"), "_x");
        assert_eq!(safe_name(""), "path");
    }
}
