@packs/catalog
Feature: Atomic catalog install
  Installing a pack into a catalog either installs all of it or changes nothing: a payload that
  fails to load leaves every pack the catalog held, and adds none.

  Scenario: A new pack beyond the board limit is not half-installed
    Given a catalog holding the packs "alpha" and "beta"
    When a payload holding the pack "gamma" with a level of width 65 is installed
    Then the install fails with:
      | code         | path            |
      | out-of-range | /levels/0/width |
    And the catalog holds exactly what it held before
