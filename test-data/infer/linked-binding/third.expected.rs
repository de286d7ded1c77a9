fn audit(store: &Bank, who: Id) {
    let g = store.lock_scoped(who);
    let total = g.balance();
    report(total);
    store.unlock(other());
}
