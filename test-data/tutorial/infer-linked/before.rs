pub fn settle(ledger: &Ledger, id: u32) {
    let entry = ledger.open(id);
    entry.settle();
    ledger.close(entry);
}
