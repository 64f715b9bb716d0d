//! Scenarios by name: the preset folders, `mpsim presets`, and reading SCENARIO as a file or a
//! preset.

use serde_json::Value;
use std::path::{Path, PathBuf};

/// Directories searched for presets, first match wins.
fn preset_dirs() -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Ok(d) = std::env::var("MPSIM_SCENARIOS") {
        dirs.push(PathBuf::from(d));
    }
    dirs.push(PathBuf::from("public/scenarios"));
    dirs.push(PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../public/scenarios")));
    dirs
}

/// Every preset: its name and title, sorted by name.
pub fn list_presets() -> Vec<(String, String)> {
    let mut found: Vec<(String, String)> = Vec::new();
    for dir in preset_dirs() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        for e in entries.flatten() {
            let path = e.path();
            let Some(name) = path.file_stem().and_then(|s| s.to_str()).map(str::to_string) else { continue };
            if path.extension().is_some_and(|x| x == "json")
                && name != "index"
                && !found.iter().any(|(n, _)| *n == name)
            {
                let title = std::fs::read_to_string(&path)
                    .ok()
                    .and_then(|t| serde_json::from_str::<Value>(&t).ok())
                    .and_then(|v| v.get("title").and_then(Value::as_str).map(str::to_string))
                    .unwrap_or_default();
                found.push((name, title));
            }
        }
    }
    found.sort();
    found
}

/// Reads SCENARIO as a file path, or else as a preset name (case-insensitive).
pub fn load(target: &str) -> Result<Value, Vec<String>> {
    let path = if Path::new(target).is_file() {
        PathBuf::from(target)
    } else {
        preset_dirs()
            .into_iter()
            .filter_map(|dir| std::fs::read_dir(dir).ok())
            .flat_map(|entries| entries.flatten().map(|e| e.path()))
            .find(|p| {
                p.extension().is_some_and(|x| x == "json")
                    && p.file_stem().and_then(|s| s.to_str()).is_some_and(|s| s.eq_ignore_ascii_case(target))
            })
            .ok_or_else(|| {
                let names: Vec<String> = list_presets().into_iter().map(|(n, _)| n).collect();
                vec![format!("{}: no such file or preset (presets: {})", target, names.join(", "))]
            })?
    };
    let text = std::fs::read_to_string(&path).map_err(|e| vec![format!("{}: cannot read: {}", path.display(), e)])?;
    serde_json::from_str(&text).map_err(|e| vec![format!("(root): not valid JSON: {} (in {})", e, path.display())])
}
