(define (problem plan_trial_H00013_potato_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  CupType - otype
  EggType - otype
  ForkType - otype
  PlateType - otype
  PotatoType - otype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42 - object
  Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03 - object
  Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39 - object
  Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32 - object
  Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72 - object
  Fridge_bar__minus_00_dot_49_bar__plus_02_dot_22_bar__plus_01_dot_21 - receptacle
  Shelf_bar__plus_00_dot_94_bar__plus_00_dot_52_bar__minus_01_dot_96 - receptacle
  CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19 - receptacle
  Sink_bar__plus_00_dot_83_bar__minus_00_dot_28_bar__plus_00_dot_51_bar_SinkBasin - receptacle
  Microwave_bar__minus_01_dot_44_bar__minus_00_dot_54_bar__plus_01_dot_72 - receptacle
  loc_bar_0_bar__minus_4_bar_0_bar_30 - location
  loc_bar_5_bar__minus_3_bar_1_bar_45 - location
  loc_bar_6_bar_1_bar_2_bar_0 - location
  loc_bar__minus_1_bar_6_bar_0_bar_15 - location
  loc_bar__minus_1_bar_8_bar_3_bar_60 - location
  loc_bar__minus_7_bar__minus_8_bar_0_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar__minus_3_bar_1_bar_45)
  (canContain CounterTopType CupType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType PotatoType)
  (canContain FridgeType CupType)
  (canContain FridgeType EggType)
  (canContain FridgeType PlateType)
  (canContain FridgeType PotatoType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PlateType)
  (canContain MicrowaveType PotatoType)
  (canContain ShelfType CupType)
  (canContain ShelfType EggType)
  (canContain ShelfType ForkType)
  (canContain ShelfType PlateType)
  (canContain ShelfType PotatoType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType PotatoType)
  (receptacleType Fridge_bar__minus_00_dot_49_bar__plus_02_dot_22_bar__plus_01_dot_21 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_00_dot_49_bar__plus_02_dot_22_bar__plus_01_dot_21 loc_bar_6_bar_1_bar_2_bar_0)
  (openable Fridge_bar__minus_00_dot_49_bar__plus_02_dot_22_bar__plus_01_dot_21)
  (receptacleType Shelf_bar__plus_00_dot_94_bar__plus_00_dot_52_bar__minus_01_dot_96 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_94_bar__plus_00_dot_52_bar__minus_01_dot_96 loc_bar_0_bar__minus_4_bar_0_bar_30)
  (receptacleType CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19 loc_bar__minus_1_bar_8_bar_3_bar_60)
  (receptacleType Sink_bar__plus_00_dot_83_bar__minus_00_dot_28_bar__plus_00_dot_51_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_83_bar__minus_00_dot_28_bar__plus_00_dot_51_bar_SinkBasin loc_bar__minus_1_bar_6_bar_0_bar_15)
  (receptacleType Microwave_bar__minus_01_dot_44_bar__minus_00_dot_54_bar__plus_01_dot_72 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_01_dot_44_bar__minus_00_dot_54_bar__plus_01_dot_72 loc_bar__minus_7_bar__minus_8_bar_0_bar_0)
  (openable Microwave_bar__minus_01_dot_44_bar__minus_00_dot_54_bar__plus_01_dot_72)
  (objectType Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42 CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19)
  (objectAtLocation Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42 loc_bar__minus_1_bar_8_bar_3_bar_60)
  (pickupable Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42)
  (cleanable Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42)
  (heatable Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42)
  (coolable Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42)
  (sliceable Potato_bar__minus_00_dot_98_bar__plus_01_dot_67_bar__minus_02_dot_42)
  (objectType Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03 PlateType)
  (inReceptacle Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03 CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19)
  (objectAtLocation Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03 loc_bar__minus_1_bar_8_bar_3_bar_60)
  (pickupable Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03)
  (cleanable Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03)
  (heatable Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03)
  (coolable Plate_bar__plus_02_dot_23_bar__minus_00_dot_02_bar__minus_01_dot_03)
  (objectType Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39 ForkType)
  (inReceptacle Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39 CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19)
  (objectAtLocation Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39 loc_bar__minus_1_bar_8_bar_3_bar_60)
  (pickupable Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39)
  (cleanable Fork_bar__plus_01_dot_07_bar__minus_00_dot_56_bar__minus_00_dot_39)
  (objectType Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32 CupType)
  (inReceptacle Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32 Shelf_bar__plus_00_dot_94_bar__plus_00_dot_52_bar__minus_01_dot_96)
  (objectAtLocation Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32 loc_bar_0_bar__minus_4_bar_0_bar_30)
  (pickupable Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32)
  (cleanable Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32)
  (heatable Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32)
  (coolable Cup_bar__plus_00_dot_18_bar__minus_02_dot_50_bar__minus_00_dot_32)
  (objectType Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72 EggType)
  (inReceptacle Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72 CounterTop_bar__plus_00_dot_15_bar__plus_01_dot_01_bar__minus_01_dot_19)
  (objectAtLocation Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72 loc_bar__minus_1_bar_8_bar_3_bar_60)
  (pickupable Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72)
  (cleanable Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72)
  (heatable Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72)
  (coolable Egg_bar__plus_01_dot_01_bar__plus_01_dot_61_bar__minus_01_dot_72)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PotatoType)
                    (receptacleType ?r ShelfType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
