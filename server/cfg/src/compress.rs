//! Compression: plain expression nodes with one way out are spliced out of the raw graph (their
//! predecessors point past them), leaving statements and control points. Then every node gets
//! its `next` link.

use crate::build::{ENTRY, EXIT, Raw};
use crate::{Cfg, EdgeKind, NodeId, NodeKind};
use std::collections::VecDeque;

fn removable(raw: &Raw, id: NodeId) -> bool {
    let n = &raw.nodes[id];
    n.kind == NodeKind::Expr && n.succ.len() == 1
}

pub(crate) fn compress(raw: Raw) -> Cfg {
    let len = raw.nodes.len();
    // Where an edge into each node really lands once removable nodes are skipped, and the kind
    // of the first special edge skipped on the way (a panic's error exit must survive).
    let mut target: Vec<(NodeId, EdgeKind)> = vec![(0, EdgeKind::Normal); len];
    for (id, slot) in target.iter_mut().enumerate() {
        let mut cur = id;
        let mut kind = EdgeKind::Normal;
        let mut steps = 0;
        while removable(&raw, cur) && steps <= len {
            let (to, k) = raw.nodes[cur].succ[0];
            if kind == EdgeKind::Normal {
                kind = k;
            }
            cur = to;
            steps += 1;
        }
        *slot = (cur, kind);
    }
    let kept: Vec<NodeId> = (0..len).filter(|&id| id == ENTRY || id == EXIT || !removable(&raw, id)).collect();
    let mut new_id = vec![usize::MAX; len];
    for (i, &id) in kept.iter().enumerate() {
        new_id[id] = i;
    }
    let nodes = kept
        .iter()
        .map(|&id| {
            let mut n = raw.nodes[id].clone();
            let mut succ = Vec::new();
            for &(to, kind) in &raw.nodes[id].succ {
                let (to, skipped) = target[to];
                let kind = if kind == EdgeKind::Normal { skipped } else { kind };
                let edge = (new_id[to], kind);
                if new_id[to] != usize::MAX && !succ.contains(&edge) {
                    succ.push(edge);
                }
            }
            n.succ = succ;
            n
        })
        .collect();
    Cfg {
        nodes,
        entry: new_id[ENTRY],
        exit: new_id[EXIT],
        body_kind: ra_ap_syntax::SyntaxKind::FN,
        name: String::new(),
        raw_nodes: len,
        generation: 0,
    }
}

/// `next` of a node: the first node outside its code reached through nodes inside it, not
/// counting `return`s and error exits, or jumps back to a loop's head.
pub(crate) fn link_next(cfg: &mut Cfg) {
    for id in 0..cfg.nodes.len() {
        cfg.nodes[id].next = find_next(cfg, id);
    }
}

fn find_next(cfg: &Cfg, id: NodeId) -> Option<NodeId> {
    if id == cfg.exit {
        return None;
    }
    let mut seen = vec![false; cfg.nodes.len()];
    let mut queue = VecDeque::from([id]);
    seen[id] = true;
    while let Some(n) = queue.pop_front() {
        for &(to, kind) in &cfg.nodes[n].succ {
            let jump_out = to == cfg.exit && matches!(kind, EdgeKind::Return | EdgeKind::Error);
            if jump_out || matches!(kind, EdgeKind::Back | EdgeKind::Continue) || seen[to] {
                continue;
            }
            seen[to] = true;
            if id == cfg.entry || !cfg.inside(to, id) {
                return Some(to);
            }
            queue.push_back(to);
        }
    }
    None
}
