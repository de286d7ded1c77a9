fn transfer(bank: &Bank, from: Id, to: Id) {
    let guard = bank.lock(from);
    guard.debit(10);
    if to != from {
        bank.credit(to, 10);
    }
    bank.unlock(guard);
}
