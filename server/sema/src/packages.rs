//! How many packages a batch of workspaces holds (see `batch.rs`): each workspace's own and its
//! dependencies, each once.

use std::collections::HashSet;

use ra_ap_project_model::{ProjectWorkspace, ProjectWorkspaceKind};

/// The distinct packages of the workspaces taken into a batch so far.
#[derive(Default)]
pub(crate) struct Packages(HashSet<(String, String)>);

impl Packages {
    /// Takes `ws`'s packages in, unless the batch holds a workspace already and would then
    /// hold more than `most`.
    pub(crate) fn room_for(&mut self, ws: &ProjectWorkspace, most: usize) -> bool {
        let ProjectWorkspaceKind::Cargo { cargo, .. } = &ws.kind else { return true };
        let theirs = cargo.packages().map(|p| (cargo[p].name.clone(), cargo[p].version.to_string()));
        self.take(theirs, most)
    }

    fn take(&mut self, theirs: impl Iterator<Item = (String, String)>, most: usize) -> bool {
        let first = self.0.is_empty();
        let new: Vec<_> = theirs.filter(|p| !self.0.contains(p)).collect();
        if !first && self.0.len() + new.len() > most {
            return false;
        }
        self.0.extend(new);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Packages;

    fn packages(names: &[&str]) -> impl Iterator<Item = (String, String)> {
        names.iter().map(|n| (n.to_string(), "1.0.0".to_owned())).collect::<Vec<_>>().into_iter()
    }

    #[test]
    fn a_batch_takes_workspaces_while_their_distinct_packages_fit() {
        let mut batch = Packages::default();
        // The first workspace always, however many packages it has.
        assert!(batch.take(packages(&["a", "b", "c", "d"]), 3));
        // Shared packages count once: `c` and `d` are there already.
        let mut batch = Packages::default();
        assert!(batch.take(packages(&["a", "b"]), 4));
        assert!(batch.take(packages(&["b", "c", "a"]), 4));
        assert!(!batch.take(packages(&["d", "e"]), 4));
        // Refused, it took nothing: a smaller one still fits.
        assert!(batch.take(packages(&["d"]), 4));
    }
}
