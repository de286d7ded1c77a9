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
    let mut target: Vec<Option<(NodeId, EdgeKind)>> = vec![None; len];
    for id in 0..len {
        // Walk the chain to its first kept node, then fill in every node passed (each node is
        // resolved once: long chains, as in big constant arrays, stay linear).
        let mut chain = Vec::new();
        let mut cur = id;
        let end = loop {
            if let Some(t) = target[cur] {
                break t;
            }
            if !removable(&raw, cur) || chain.len() > len {
                break (cur, EdgeKind::Normal);
            }
            chain.push(cur);
            cur = raw.nodes[cur].succ[0].0;
        };
        // Going back along the chain: each node's target, with the first special edge after it.
        let (to, mut kind) = end;
        for &n in chain.iter().rev() {
            let k = raw.nodes[n].succ[0].1;
            if k != EdgeKind::Normal {
                kind = k;
            }
            target[n] = Some((to, kind));
        }
        if target[id].is_none() {
            target[id] = Some((id, EdgeKind::Normal));
        }
    }
    let target: Vec<(NodeId, EdgeKind)> = target.into_iter().map(|t| t.unwrap_or((0, EdgeKind::Normal))).collect();
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
    // One visited mark per node, stamped with the node being linked: no allocation per node.
    let mut seen = vec![usize::MAX; cfg.nodes.len()];
    for id in 0..cfg.nodes.len() {
        cfg.nodes[id].next = find_next(cfg, id, &mut seen);
    }
}

fn find_next(cfg: &Cfg, id: NodeId, seen: &mut [usize]) -> Option<NodeId> {
    if id == cfg.exit {
        return None;
    }
    let mut queue = VecDeque::from([id]);
    seen[id] = id;
    while let Some(n) = queue.pop_front() {
        for &(to, kind) in &cfg.nodes[n].succ {
            let jump_out = to == cfg.exit && matches!(kind, EdgeKind::Return | EdgeKind::Error);
            if jump_out || matches!(kind, EdgeKind::Back | EdgeKind::Continue) || seen[to] == id {
                continue;
            }
            seen[to] = id;
            if id == cfg.entry || !cfg.inside(to, id) {
                return Some(to);
            }
            queue.push_back(to);
        }
    }
    None
}
