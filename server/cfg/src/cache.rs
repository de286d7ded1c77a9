//! Reusing graphs across edits: a body whose text did not change keeps its graph (node ranges
//! are relative to the body, so moving the body does not matter).

use crate::Cfg;
use ra_ap_syntax::{Edition, SyntaxKind, SyntaxNode};
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

static GENERATION: AtomicU64 = AtomicU64::new(1);

pub(crate) fn next_generation() -> u64 {
    GENERATION.fetch_add(1, Ordering::Relaxed)
}

/// Graphs of the bodies of one file, by body text.
#[derive(Default)]
pub struct CfgCache {
    graphs: HashMap<(SyntaxKind, u64, u32), Arc<Cfg>>,
    /// Keys used since the last [`CfgCache::sweep`].
    used: Vec<(SyntaxKind, u64, u32)>,
    /// Graphs built (not reused) since the cache was made.
    pub built: usize,
}

impl CfgCache {
    /// The graph of `body`, built only if no body with the same text was seen.
    pub fn get(&mut self, body: &SyntaxNode, edition: Edition) -> Arc<Cfg> {
        let key = key(body);
        self.used.push(key);
        if let Some(cfg) = self.graphs.get(&key) {
            return cfg.clone();
        }
        let cfg = Arc::new(Cfg::build(body, edition));
        self.built += 1;
        self.graphs.insert(key, cfg.clone());
        cfg
    }

    /// Forgets graphs not asked for since the last sweep (bodies that no longer exist).
    pub fn sweep(&mut self) {
        let used: std::collections::HashSet<_> = self.used.drain(..).collect();
        self.graphs.retain(|k, _| used.contains(k));
    }

    pub fn len(&self) -> usize {
        self.graphs.len()
    }

    pub fn is_empty(&self) -> bool {
        self.graphs.is_empty()
    }
}

fn key(body: &SyntaxNode) -> (SyntaxKind, u64, u32) {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    body.text().for_each_chunk(|chunk| chunk.hash(&mut h));
    (body.kind(), h.finish(), u32::from(body.text_range().len()))
}
