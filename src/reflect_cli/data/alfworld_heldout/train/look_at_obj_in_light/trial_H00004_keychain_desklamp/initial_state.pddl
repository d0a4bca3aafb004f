(define (problem plan_trial_H00004_keychain_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  BoxType - otype
  DeskLampType - otype
  KeyChainType - otype
  PillowType - otype
  WatchType - otype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  TVStandType - rtype
  KeyChain_bar__plus_00_dot_37_bar__minus_01_dot_41_bar__plus_01_dot_71 - object
  Box_bar__plus_01_dot_32_bar__minus_01_dot_42_bar__minus_01_dot_01 - object
  Watch_bar__plus_00_dot_84_bar__plus_00_dot_37_bar__minus_02_dot_06 - object
  Pillow_bar__plus_02_dot_43_bar__minus_00_dot_13_bar__plus_01_dot_92 - object
  DeskLamp_bar__minus_00_dot_91_bar__minus_00_dot_82_bar__plus_01_dot_89 - object
  CoffeeTable_bar__plus_00_dot_01_bar__plus_02_dot_26_bar__minus_01_dot_75 - receptacle
  TVStand_bar__minus_02_dot_07_bar__minus_00_dot_58_bar__minus_01_dot_81 - receptacle
  Shelf_bar__plus_00_dot_11_bar__minus_01_dot_54_bar__minus_02_dot_36 - receptacle
  SideTable_bar__plus_01_dot_76_bar__minus_00_dot_41_bar__plus_00_dot_78 - receptacle
  Dresser_bar__plus_02_dot_19_bar__minus_01_dot_10_bar__plus_01_dot_03 - receptacle
  loc_bar_0_bar__minus_2_bar_3_bar_15 - location
  loc_bar_1_bar_4_bar_0_bar_15 - location
  loc_bar_6_bar_2_bar_0_bar_45 - location
  loc_bar_7_bar_2_bar_3_bar_45 - location
  loc_bar__minus_4_bar__minus_7_bar_3_bar_45 - location
  loc_bar__minus_7_bar__minus_7_bar_1_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_7_bar__minus_7_bar_1_bar_30)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType WatchType)
  (canContain DresserType BoxType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PillowType)
  (canContain DresserType WatchType)
  (canContain ShelfType BoxType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PillowType)
  (canContain ShelfType WatchType)
  (canContain SideTableType BoxType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PillowType)
  (canContain SideTableType WatchType)
  (canContain TVStandType BoxType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType PillowType)
  (canContain TVStandType WatchType)
  (receptacleType CoffeeTable_bar__plus_00_dot_01_bar__plus_02_dot_26_bar__minus_01_dot_75 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_00_dot_01_bar__plus_02_dot_26_bar__minus_01_dot_75 loc_bar_6_bar_2_bar_0_bar_45)
  (receptacleType TVStand_bar__minus_02_dot_07_bar__minus_00_dot_58_bar__minus_01_dot_81 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_02_dot_07_bar__minus_00_dot_58_bar__minus_01_dot_81 loc_bar_1_bar_4_bar_0_bar_15)
  (receptacleType Shelf_bar__plus_00_dot_11_bar__minus_01_dot_54_bar__minus_02_dot_36 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_11_bar__minus_01_dot_54_bar__minus_02_dot_36 loc_bar_7_bar_2_bar_3_bar_45)
  (receptacleType SideTable_bar__plus_01_dot_76_bar__minus_00_dot_41_bar__plus_00_dot_78 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_01_dot_76_bar__minus_00_dot_41_bar__plus_00_dot_78 loc_bar__minus_4_bar__minus_7_bar_3_bar_45)
  (receptacleType Dresser_bar__plus_02_dot_19_bar__minus_01_dot_10_bar__plus_01_dot_03 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_19_bar__minus_01_dot_10_bar__plus_01_dot_03 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (objectType KeyChain_bar__plus_00_dot_37_bar__minus_01_dot_41_bar__plus_01_dot_71 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_37_bar__minus_01_dot_41_bar__plus_01_dot_71 Shelf_bar__plus_00_dot_11_bar__minus_01_dot_54_bar__minus_02_dot_36)
  (objectAtLocation KeyChain_bar__plus_00_dot_37_bar__minus_01_dot_41_bar__plus_01_dot_71 loc_bar_7_bar_2_bar_3_bar_45)
  (pickupable KeyChain_bar__plus_00_dot_37_bar__minus_01_dot_41_bar__plus_01_dot_71)
  (objectType Box_bar__plus_01_dot_32_bar__minus_01_dot_42_bar__minus_01_dot_01 BoxType)
  (inReceptacle Box_bar__plus_01_dot_32_bar__minus_01_dot_42_bar__minus_01_dot_01 Dresser_bar__plus_02_dot_19_bar__minus_01_dot_10_bar__plus_01_dot_03)
  (objectAtLocation Box_bar__plus_01_dot_32_bar__minus_01_dot_42_bar__minus_01_dot_01 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (pickupable Box_bar__plus_01_dot_32_bar__minus_01_dot_42_bar__minus_01_dot_01)
  (objectType Watch_bar__plus_00_dot_84_bar__plus_00_dot_37_bar__minus_02_dot_06 WatchType)
  (inReceptacle Watch_bar__plus_00_dot_84_bar__plus_00_dot_37_bar__minus_02_dot_06 CoffeeTable_bar__plus_00_dot_01_bar__plus_02_dot_26_bar__minus_01_dot_75)
  (objectAtLocation Watch_bar__plus_00_dot_84_bar__plus_00_dot_37_bar__minus_02_dot_06 loc_bar_6_bar_2_bar_0_bar_45)
  (pickupable Watch_bar__plus_00_dot_84_bar__plus_00_dot_37_bar__minus_02_dot_06)
  (objectType Pillow_bar__plus_02_dot_43_bar__minus_00_dot_13_bar__plus_01_dot_92 PillowType)
  (inReceptacle Pillow_bar__plus_02_dot_43_bar__minus_00_dot_13_bar__plus_01_dot_92 CoffeeTable_bar__plus_00_dot_01_bar__plus_02_dot_26_bar__minus_01_dot_75)
  (objectAtLocation Pillow_bar__plus_02_dot_43_bar__minus_00_dot_13_bar__plus_01_dot_92 loc_bar_6_bar_2_bar_0_bar_45)
  (pickupable Pillow_bar__plus_02_dot_43_bar__minus_00_dot_13_bar__plus_01_dot_92)
  (objectType DeskLamp_bar__minus_00_dot_91_bar__minus_00_dot_82_bar__plus_01_dot_89 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_00_dot_91_bar__minus_00_dot_82_bar__plus_01_dot_89 SideTable_bar__plus_01_dot_76_bar__minus_00_dot_41_bar__plus_00_dot_78)
  (objectAtLocation DeskLamp_bar__minus_00_dot_91_bar__minus_00_dot_82_bar__plus_01_dot_89 loc_bar__minus_4_bar__minus_7_bar_3_bar_45)
  (toggleable DeskLamp_bar__minus_00_dot_91_bar__minus_00_dot_82_bar__plus_01_dot_89)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o KeyChainType)
                 (holds ?a ?o)
             )
         )
     )
)
)
