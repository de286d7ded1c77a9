fn audit(store: &Bank, who: Id) {
    let g = store.lock(who);
    let total = g.balance();
    report(total);
    store.unlock(g);
    store.unlock(other());
}
