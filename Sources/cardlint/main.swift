import CardlintKit
print("cardlint")
