fn transfer(bank: &Bank, from: Id, to: Id) {
    let guard = bank.lock_scoped(from);
    guard.debit(10);
    if to != from {
        bank.credit(to, 10);
    }
}
