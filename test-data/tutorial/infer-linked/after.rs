pub fn settle(ledger: &Ledger, id: u32) {
    let entry = ledger.open_scoped(id);
    entry.settle();
}
