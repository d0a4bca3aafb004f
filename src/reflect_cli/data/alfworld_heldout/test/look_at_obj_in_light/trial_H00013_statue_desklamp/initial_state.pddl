(define (problem plan_trial_H00013_statue_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  CellPhoneType - otype
  DeskLampType - otype
  KeyChainType - otype
  PillowType - otype
  StatueType - otype
  WatchType - otype
  ArmChairType - rtype
  CoffeeTableType - rtype
  DresserType - rtype
  ShelfType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Statue_bar__plus_01_dot_01_bar__plus_00_dot_54_bar__plus_01_dot_69 - object
  KeyChain_bar__plus_00_dot_65_bar__minus_02_dot_01_bar__minus_02_dot_13 - object
  Pillow_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__minus_01_dot_17 - object
  Watch_bar__plus_01_dot_78_bar__plus_02_dot_49_bar__plus_02_dot_50 - object
  CellPhone_bar__plus_01_dot_15_bar__plus_00_dot_77_bar__minus_00_dot_88 - object
  DeskLamp_bar__minus_01_dot_22_bar__minus_01_dot_66_bar__minus_01_dot_99 - object
  Sofa_bar__plus_02_dot_03_bar__plus_02_dot_24_bar__plus_01_dot_69 - receptacle
  ArmChair_bar__plus_00_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_15 - receptacle
  Dresser_bar__minus_01_dot_47_bar__plus_02_dot_08_bar__minus_01_dot_23 - receptacle
  CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60 - receptacle
  Shelf_bar__plus_01_dot_36_bar__minus_01_dot_98_bar__plus_02_dot_23 - receptacle
  SideTable_bar__plus_02_dot_32_bar__minus_01_dot_02_bar__plus_00_dot_50 - receptacle
  TVStand_bar__plus_01_dot_38_bar__plus_02_dot_47_bar__minus_01_dot_23 - receptacle
  loc_bar_4_bar__minus_1_bar_3_bar_15 - location
  loc_bar_5_bar_2_bar_2_bar_60 - location
  loc_bar_6_bar__minus_3_bar_0_bar_30 - location
  loc_bar_8_bar_1_bar_1_bar_0 - location
  loc_bar_8_bar__minus_5_bar_1_bar_45 - location
  loc_bar__minus_3_bar__minus_1_bar_0_bar_45 - location
  loc_bar__minus_7_bar_0_bar_2_bar_30 - location
  loc_bar__minus_7_bar_7_bar_3_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_3_bar__minus_1_bar_0_bar_45)
  (canContain ArmChairType CellPhoneType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType StatueType)
  (canContain ArmChairType WatchType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType PillowType)
  (canContain CoffeeTableType StatueType)
  (canContain CoffeeTableType WatchType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PillowType)
  (canContain DresserType StatueType)
  (canContain DresserType WatchType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PillowType)
  (canContain ShelfType StatueType)
  (canContain ShelfType WatchType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PillowType)
  (canContain SideTableType StatueType)
  (canContain SideTableType WatchType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType KeyChainType)
  (canContain SofaType PillowType)
  (canContain SofaType StatueType)
  (canContain SofaType WatchType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType PillowType)
  (canContain TVStandType StatueType)
  (canContain TVStandType WatchType)
  (receptacleType Sofa_bar__plus_02_dot_03_bar__plus_02_dot_24_bar__plus_01_dot_69 SofaType)
  (receptacleAtLocation Sofa_bar__plus_02_dot_03_bar__plus_02_dot_24_bar__plus_01_dot_69 loc_bar_6_bar__minus_3_bar_0_bar_30)
  (receptacleType ArmChair_bar__plus_00_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_15 ArmChairType)
  (receptacleAtLocation ArmChair_bar__plus_00_dot_77_bar__minus_01_dot_75_bar__plus_02_dot_15 loc_bar_4_bar__minus_1_bar_3_bar_15)
  (receptacleType Dresser_bar__minus_01_dot_47_bar__plus_02_dot_08_bar__minus_01_dot_23 DresserType)
  (receptacleAtLocation Dresser_bar__minus_01_dot_47_bar__plus_02_dot_08_bar__minus_01_dot_23 loc_bar_5_bar_2_bar_2_bar_60)
  (receptacleType CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60 loc_bar_8_bar_1_bar_1_bar_0)
  (receptacleType Shelf_bar__plus_01_dot_36_bar__minus_01_dot_98_bar__plus_02_dot_23 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_36_bar__minus_01_dot_98_bar__plus_02_dot_23 loc_bar__minus_7_bar_7_bar_3_bar_30)
  (receptacleType SideTable_bar__plus_02_dot_32_bar__minus_01_dot_02_bar__plus_00_dot_50 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_02_dot_32_bar__minus_01_dot_02_bar__plus_00_dot_50 loc_bar__minus_7_bar_0_bar_2_bar_30)
  (receptacleType TVStand_bar__plus_01_dot_38_bar__plus_02_dot_47_bar__minus_01_dot_23 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_01_dot_38_bar__plus_02_dot_47_bar__minus_01_dot_23 loc_bar_8_bar__minus_5_bar_1_bar_45)
  (objectType Statue_bar__plus_01_dot_01_bar__plus_00_dot_54_bar__plus_01_dot_69 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_01_bar__plus_00_dot_54_bar__plus_01_dot_69 CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60)
  (objectAtLocation Statue_bar__plus_01_dot_01_bar__plus_00_dot_54_bar__plus_01_dot_69 loc_bar_8_bar_1_bar_1_bar_0)
  (pickupable Statue_bar__plus_01_dot_01_bar__plus_00_dot_54_bar__plus_01_dot_69)
  (objectType KeyChain_bar__plus_00_dot_65_bar__minus_02_dot_01_bar__minus_02_dot_13 KeyChainType)
  (inReceptacle KeyChain_bar__plus_00_dot_65_bar__minus_02_dot_01_bar__minus_02_dot_13 CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60)
  (objectAtLocation KeyChain_bar__plus_00_dot_65_bar__minus_02_dot_01_bar__minus_02_dot_13 loc_bar_8_bar_1_bar_1_bar_0)
  (pickupable KeyChain_bar__plus_00_dot_65_bar__minus_02_dot_01_bar__minus_02_dot_13)
  (objectType Pillow_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__minus_01_dot_17 PillowType)
  (inReceptacle Pillow_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__minus_01_dot_17 Sofa_bar__plus_02_dot_03_bar__plus_02_dot_24_bar__plus_01_dot_69)
  (objectAtLocation Pillow_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__minus_01_dot_17 loc_bar_6_bar__minus_3_bar_0_bar_30)
  (pickupable Pillow_bar__plus_01_dot_86_bar__plus_00_dot_23_bar__minus_01_dot_17)
  (objectType Watch_bar__plus_01_dot_78_bar__plus_02_dot_49_bar__plus_02_dot_50 WatchType)
  (inReceptacle Watch_bar__plus_01_dot_78_bar__plus_02_dot_49_bar__plus_02_dot_50 CoffeeTable_bar__minus_00_dot_72_bar__minus_00_dot_08_bar__minus_01_dot_60)
  (objectAtLocation Watch_bar__plus_01_dot_78_bar__plus_02_dot_49_bar__plus_02_dot_50 loc_bar_8_bar_1_bar_1_bar_0)
  (pickupable Watch_bar__plus_01_dot_78_bar__plus_02_dot_49_bar__plus_02_dot_50)
  (objectType CellPhone_bar__plus_01_dot_15_bar__plus_00_dot_77_bar__minus_00_dot_88 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_15_bar__plus_00_dot_77_bar__minus_00_dot_88 SideTable_bar__plus_02_dot_32_bar__minus_01_dot_02_bar__plus_00_dot_50)
  (objectAtLocation CellPhone_bar__plus_01_dot_15_bar__plus_00_dot_77_bar__minus_00_dot_88 loc_bar__minus_7_bar_0_bar_2_bar_30)
  (pickupable CellPhone_bar__plus_01_dot_15_bar__plus_00_dot_77_bar__minus_00_dot_88)
  (objectType DeskLamp_bar__minus_01_dot_22_bar__minus_01_dot_66_bar__minus_01_dot_99 DeskLampType)
  (inReceptacle DeskLamp_bar__minus_01_dot_22_bar__minus_01_dot_66_bar__minus_01_dot_99 Dresser_bar__minus_01_dot_47_bar__plus_02_dot_08_bar__minus_01_dot_23)
  (objectAtLocation DeskLamp_bar__minus_01_dot_22_bar__minus_01_dot_66_bar__minus_01_dot_99 loc_bar_5_bar_2_bar_2_bar_60)
  (toggleable DeskLamp_bar__minus_01_dot_22_bar__minus_01_dot_66_bar__minus_01_dot_99)
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
                 (objectType ?o StatueType)
                 (holds ?a ?o)
             )
         )
     )
)
)
